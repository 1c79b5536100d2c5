import { ADMIN_MSG } from '../src/admin-messages';
import { describe, expect, it } from 'vitest';
import { MSG } from '../src/messages';
import { checkAdminLogin } from '../src/rules/admin-login';

describe('the operator sign-in rules', () => {
  it('asks for name and password, then a 6-digit code', () => {
    expect(checkAdminLogin({ password: 'x', code: '123456' })).toBe(MSG.credentialsRequired);
    expect(checkAdminLogin({ name: 'ops', password: '  ', code: '123456' })).toBe(MSG.credentialsRequired);
    expect(checkAdminLogin({ name: 'ops', password: 'x' })).toBe(ADMIN_MSG.adminCodeRequired);
    expect(checkAdminLogin({ name: 'ops', password: 'x', code: '12345' })).toBe(ADMIN_MSG.adminCodeFormat);
    expect(checkAdminLogin({ name: 'ops', password: 'x', code: '12345a' })).toBe(ADMIN_MSG.adminCodeFormat);
    expect(checkAdminLogin({ name: 'ops', password: 'x', code: ' 123456 ' })).toBeUndefined();
    expect(checkAdminLogin({ name: 'ops', password: 'x', code: 123456 })).toBeUndefined();
  });
});
