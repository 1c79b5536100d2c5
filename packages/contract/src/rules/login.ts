import { MSG } from '../messages';
import { filled, firstBroken, type Rule } from './check';

export interface LoginFields {
  name?: unknown;
  password?: unknown;
  code?: unknown;
}

const loginRules: readonly Rule<LoginFields>[] = [
  [(f) => filled(f.name) && filled(f.password), MSG.credentialsRequired],
  [(f) => filled(f.code), MSG.captchaRequired],
];

/** SPEC §5 login rules: name and password, then the captcha. */
export function checkLogin(fields: LoginFields): string | undefined {
  return firstBroken(fields, loginRules);
}

/** The message that refuses a blacklisted or disabled member (SPEC §5, after login). */
export function accountBlockMessage(user: { isblack: number; status: number }): string | undefined {
  if (user.isblack === 1) return MSG.blacklisted;
  if (user.status === 0) return MSG.disabled;
  return undefined;
}
