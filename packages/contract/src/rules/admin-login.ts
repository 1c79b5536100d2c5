import { MSG } from '../messages';
import { ADMIN_MSG } from '../admin-messages';
import { filled, firstBroken, text, type Rule } from './check';

export interface AdminLoginFields {
  name?: unknown;
  password?: unknown;
  code?: unknown;
}

/** A TOTP code as an authenticator app shows it (RFC 6238, 6 digits). */
export const TOTP_CODE_PATTERN = /^\d{6}$/;

const adminLoginRules: readonly Rule<AdminLoginFields>[] = [
  [(f) => filled(f.name) && filled(f.password), MSG.credentialsRequired],
  [(f) => filled(f.code), ADMIN_MSG.adminCodeRequired],
  [(f) => TOTP_CODE_PATTERN.test(text(f.code)), ADMIN_MSG.adminCodeFormat],
];

/** The operator sign-in's rules (issue #12; SPEC.md has no operator screens): name and password, then the 6-digit code. */
export function checkAdminLogin(fields: AdminLoginFields): string | undefined {
  return firstBroken(fields, adminLoginRules);
}
