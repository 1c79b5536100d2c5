import { CHANGE_PASSWORD_MIN } from '../constants';
import { MSG } from '../messages';
import { filled, firstBroken, text, type Rule } from './check';
import { REGISTER_PASSWORD } from './patterns';

/** The wire names: password is the old one, paypassword the new one, newpasword the confirmation. */
export interface PasswordChangeFields {
  password?: unknown;
  paypassword?: unknown;
  newpasword?: unknown;
}

const passwordChangeRules: readonly Rule<PasswordChangeFields>[] = [
  [(f) => filled(f.password), MSG.oldPasswordRequired],
  [(f) => filled(f.paypassword), MSG.newPasswordRequired],
  [(f) => filled(f.newpasword), MSG.confirmPasswordRequired],
  [(f) => text(f.password).length >= CHANGE_PASSWORD_MIN, MSG.oldPasswordLength],
  [(f) => text(f.paypassword).length >= CHANGE_PASSWORD_MIN, MSG.newPasswordLength],
  [(f) => text(f.newpasword) === text(f.paypassword), MSG.passwordsDiffer],
  [(f) => text(f.paypassword) !== text(f.password), MSG.newPasswordSameAsOld],
  // Issue #33: after SPEC's seven, the new password follows the registration rule (8–32 letters and digits, mixed).
  [(f) => REGISTER_PASSWORD.test(text(f.paypassword)), MSG.passwordFormat],
];

/** SPEC §5 password change rules 1–7, in order, then the registration password rule. */
export function checkPasswordChange(fields: PasswordChangeFields): string | undefined {
  return firstBroken(fields, passwordChangeRules);
}
