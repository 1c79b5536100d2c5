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
/**
 * A recovery code, typed in place of the TOTP code: 8 letters and digits, shown as xxxx-xxxx (the dash, spaces
 * and case do not matter). Never 6 digits alone, so it cannot be taken for a TOTP code.
 */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{4}-?[a-z0-9]{4}$/i;

/** A recovery code as it was issued (lower case, no dash or spaces), or undefined for what is not one. */
export function recoveryCodeOf(typed: unknown): string | undefined {
  const code = text(typed).replace(/\s+/g, '');
  return RECOVERY_CODE_PATTERN.test(code) ? code.replace('-', '').toLowerCase() : undefined;
}

const adminLoginRules: readonly Rule<AdminLoginFields>[] = [
  [(f) => filled(f.name) && filled(f.password), MSG.credentialsRequired],
  [(f) => filled(f.code), ADMIN_MSG.adminCodeRequired],
  [(f) => TOTP_CODE_PATTERN.test(text(f.code)) || recoveryCodeOf(f.code) !== undefined, ADMIN_MSG.adminCodeFormat],
];

/** The operator sign-in's rules (issue #12; SPEC.md has no operator screens): name and password, then the 6-digit code or a recovery code. */
export function checkAdminLogin(fields: AdminLoginFields): string | undefined {
  return firstBroken(fields, adminLoginRules);
}
