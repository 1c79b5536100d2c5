import { MSG } from '../messages';
import { firstBroken, text, type Rule } from './check';
import { CAPTCHA_CODE, PAY_PASSWORD, REALNAME, REGISTER_PASSWORD, REGISTER_USERNAME } from './patterns';

export interface RegisterFields {
  name?: unknown;
  password?: unknown;
  confirmPass?: unknown;
  realname?: unknown;
  paypassword?: unknown;
}

const registerRules: readonly Rule<RegisterFields>[] = [
  [(f) => REGISTER_USERNAME.test(text(f.name)), MSG.usernameFormat],
  [(f) => REGISTER_PASSWORD.test(text(f.password)), MSG.passwordFormat],
  [(f) => text(f.confirmPass) === text(f.password), MSG.passwordsDiffer],
  [(f) => REALNAME.test(text(f.realname)), MSG.realnameFormat],
  [(f) => PAY_PASSWORD.test(text(f.paypassword)), MSG.payPasswordFormat],
];

/** SPEC §5 register rules, in order, without the captcha (the server checks that against its image). */
export function checkRegister(fields: RegisterFields): string | undefined {
  return firstBroken(fields, registerRules);
}

/** The register captcha: 4 or more letters and digits, else 验证码错误！ */
export function checkRegisterCaptcha(code: unknown): string | undefined {
  return CAPTCHA_CODE.test(text(code)) ? undefined : MSG.captchaWrong;
}
