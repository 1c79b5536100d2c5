import { MSG } from '../messages';
import { filled, firstBroken, text, type Rule } from './check';
import type { PasswordChangeFields } from './password-change';
import { PAY_PASSWORD } from './patterns';

/**
 * SPEC §5 password change rules 1–7, in their order, applied to the pay password (editPayPassword, the
 * withdrawal-password dialog of /mine?show=1): the same wire names and messages, but the old and the new
 * pay password must each be exactly 6 digits (SPEC §9) where the login password needs 6 or more.
 */
const payPasswordChangeRules: readonly Rule<PasswordChangeFields>[] = [
  [(f) => filled(f.password), MSG.oldPasswordRequired],
  [(f) => filled(f.paypassword), MSG.newPasswordRequired],
  [(f) => filled(f.newpasword), MSG.confirmPasswordRequired],
  [(f) => PAY_PASSWORD.test(text(f.password)), MSG.oldPasswordLength],
  [(f) => PAY_PASSWORD.test(text(f.paypassword)), MSG.newPasswordLength],
  [(f) => text(f.newpasword) === text(f.paypassword), MSG.passwordsDiffer],
  [(f) => text(f.paypassword) !== text(f.password), MSG.newPasswordSameAsOld],
];

export function checkPayPasswordChange(fields: PasswordChangeFields): string | undefined {
  return firstBroken(fields, payPasswordChangeRules);
}
