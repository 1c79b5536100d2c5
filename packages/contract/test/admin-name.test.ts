import { ADMIN_MSG } from '../src/admin-messages';
import { describe, expect, it } from 'vitest';
import { checkAdminName } from '../src/rules/admin-name';

describe("an operator's name", () => {
  it('is 3-32 letters, digits, underscores, dots or hyphens', () => {
    expect(checkAdminName('ops')).toBeUndefined();
    expect(checkAdminName(' cash_desk.2-b ')).toBeUndefined();
    expect(checkAdminName('a'.repeat(32))).toBeUndefined();
    expect(checkAdminName('ab')).toBe(ADMIN_MSG.adminNameFormat);
    expect(checkAdminName('a'.repeat(33))).toBe(ADMIN_MSG.adminNameFormat);
    expect(checkAdminName('财务')).toBe(ADMIN_MSG.adminNameFormat);
    expect(checkAdminName('two words')).toBe(ADMIN_MSG.adminNameFormat);
    expect(checkAdminName(undefined)).toBe(ADMIN_MSG.adminNameFormat);
  });
});
