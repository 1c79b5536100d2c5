import { describe, expect, it } from 'vitest';
import { MSG } from '../src/messages';
import { checkPayPasswordChange } from '../src/rules/pay-password-change';

type Case = readonly [name: string, fields: Record<string, unknown>, expected: string | undefined];

const cases: Case[] = [
  ['1: old missing', {}, MSG.oldPasswordRequired],
  ['1: old blank', { password: '   ', paypassword: '654321', newpasword: '654321' }, MSG.oldPasswordRequired],
  ['2: new missing', { password: '123' }, MSG.newPasswordRequired],
  ['3: confirmation missing', { password: '123', paypassword: '456' }, MSG.confirmPasswordRequired],
  ['4: old of 5 digits', { password: '12345', paypassword: '4', newpasword: '5' }, MSG.oldPasswordLength],
  ['4: old of 7 digits', { password: '1234567', paypassword: '654321', newpasword: '654321' }, MSG.oldPasswordLength],
  ['4: old with a letter', { password: '12345a', paypassword: '654321', newpasword: '654321' }, MSG.oldPasswordLength],
  ['5: new of 5 digits', { password: '123456', paypassword: '65432', newpasword: 'x' }, MSG.newPasswordLength],
  ['5: new of 7 digits', { password: '123456', paypassword: '6543210', newpasword: '6543210' }, MSG.newPasswordLength],
  ['5: new with a letter', { password: '123456', paypassword: '65432a', newpasword: '65432a' }, MSG.newPasswordLength],
  ['6: confirmation differs', { password: '123456', paypassword: '654321', newpasword: '654320' }, MSG.passwordsDiffer],
  ['7: new equals old', { password: '123456', paypassword: '123456', newpasword: '123456' }, MSG.newPasswordSameAsOld],
  ['valid', { password: '123456', paypassword: '654321', newpasword: '654321' }, undefined],
  ['valid as numbers', { password: 123456, paypassword: 654321, newpasword: 654321 }, undefined],
  ['the first broken rule wins', { password: '1', paypassword: '1' }, MSG.confirmPasswordRequired],
];

describe('pay password change (SPEC §5 password change order, 6 digits each)', () => {
  it.each(cases)('%s', (_name, fields, expected) => {
    expect(checkPayPasswordChange(fields)).toBe(expected);
  });

  it('answers the exact SPEC texts', () => {
    expect(checkPayPasswordChange({})).toBe('请输入旧密码');
    expect(checkPayPasswordChange({ password: '123456', paypassword: '12345', newpasword: '12345' })).toBe('请输入正确的新密码长度');
    expect(checkPayPasswordChange({ password: '123456', paypassword: '123456', newpasword: '123456' })).toBe('新旧密码不能一致！');
  });
});
