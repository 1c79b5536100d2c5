import { describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '../src/admin-messages';
import { adminIdleDeadline, ADMIN_IDLE_MS, ADMIN_LAST_SEEN_EVERY_MS } from '../src/admin-session';
import { checkAdminLogin, recoveryCodeOf } from '../src/rules/admin-login';
import { checkAdminPasswordChange } from '../src/rules/admin-password';

describe('an operator’s own password change', () => {
  const change = (password: string, next: string, confirm = next) => checkAdminPasswordChange({ password, new_password: next, confirm_password: confirm });

  it('asks for each field, then 10-64 characters with a letter and a digit, the same twice, not the current one', () => {
    expect(change('', 'desk-password-1')).toBe(ADMIN_MSG.adminCurrentPasswordRequired);
    expect(change('old', '')).toBe(ADMIN_MSG.adminNewPasswordRequired);
    expect(change('old', 'desk-password-1', '')).toBe(ADMIN_MSG.adminConfirmPasswordRequired);
    expect(change('old', 'short-1')).toBe(ADMIN_MSG.adminNewPasswordRule);
    expect(change('old', '1234567890')).toBe(ADMIN_MSG.adminNewPasswordRule);
    expect(change('old', 'no-digits-here')).toBe(ADMIN_MSG.adminNewPasswordRule);
    expect(change('old', `a1${'x'.repeat(63)}`)).toBe(ADMIN_MSG.adminNewPasswordRule);
    expect(change('old', 'desk-password-1', 'desk-password-2')).toBe(ADMIN_MSG.adminPasswordsDiffer);
    expect(change('desk-password-1', 'desk-password-1')).toBe(ADMIN_MSG.adminNewPasswordSame);
    expect(change('old', '密码很长很长abc123')).toBeUndefined();
  });
});

describe('a recovery code at sign-in', () => {
  it('is taken in place of the 6-digit code, in any case and with or without its dash', () => {
    expect(recoveryCodeOf('abcd-2345')).toBe('abcd2345');
    expect(recoveryCodeOf(' ABCD 2345 ')).toBe('abcd2345');
    expect(recoveryCodeOf('abcd2345')).toBe('abcd2345');
    expect(recoveryCodeOf('123456')).toBeUndefined();
    expect(recoveryCodeOf('abc-2345')).toBeUndefined();
    expect(checkAdminLogin({ name: 'ops', password: 'x', code: 'abcd-2345' })).toBeUndefined();
    expect(checkAdminLogin({ name: 'ops', password: 'x', code: 'abcd-234' })).toBe(ADMIN_MSG.adminCodeFormat);
  });
});

describe('the console’s idle deadline', () => {
  it('counts from the last call, a minute early: the server may have written its last call a minute before', () => {
    expect(adminIdleDeadline(1_000_000)).toBe(1_000_000 + ADMIN_IDLE_MS - ADMIN_LAST_SEEN_EVERY_MS);
  });
});
