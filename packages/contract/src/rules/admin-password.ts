import { ADMIN_MSG } from '../admin-messages';
import { filled, firstBroken, text, type Rule } from './check';

/** An operator's own password change: the current one, the new one and its confirmation. */
export interface AdminPasswordChangeFields {
  password?: unknown;
  new_password?: unknown;
  confirm_password?: unknown;
}

/**
 * An operator's password: 10-64 characters with a letter and a digit. The generated ones (admin:create, 新建管理员)
 * are 16 characters of base64url, which keep it almost always; an operator who changes theirs must.
 */
export const ADMIN_PASSWORD_MIN = 10;
export const ADMIN_PASSWORD_MAX = 64;
const hasLetter = /\p{L}/u;
const hasDigit = /\d/;

export function isAdminPassword(value: string): boolean {
  return value.length >= ADMIN_PASSWORD_MIN && value.length <= ADMIN_PASSWORD_MAX && hasLetter.test(value) && hasDigit.test(value);
}

const rules: readonly Rule<AdminPasswordChangeFields>[] = [
  [(f) => filled(f.password), ADMIN_MSG.adminCurrentPasswordRequired],
  [(f) => filled(f.new_password), ADMIN_MSG.adminNewPasswordRequired],
  [(f) => filled(f.confirm_password), ADMIN_MSG.adminConfirmPasswordRequired],
  [(f) => isAdminPassword(text(f.new_password)), ADMIN_MSG.adminNewPasswordRule],
  [(f) => text(f.confirm_password) === text(f.new_password), ADMIN_MSG.adminPasswordsDiffer],
  [(f) => text(f.new_password) !== text(f.password), ADMIN_MSG.adminNewPasswordSame],
];

/** 修改密码's rules in order (issue #30), as the console checks them and the server refuses them. */
export function checkAdminPasswordChange(fields: AdminPasswordChangeFields): string | undefined {
  return firstBroken(fields, rules);
}

/** Regenerating one's recovery codes asks for the current password. */
export function checkCurrentPassword(fields: { password?: unknown }): string | undefined {
  return filled(fields.password) ? undefined : ADMIN_MSG.adminCurrentPasswordRequired;
}
