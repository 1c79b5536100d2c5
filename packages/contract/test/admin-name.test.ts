import { describe, expect, it } from 'vitest';
import { MSG } from '../src/messages';
import { checkAdminName } from '../src/rules/admin-name';

describe("an operator's name", () => {
  it('is 3-32 letters, digits, underscores, dots or hyphens', () => {
    expect(checkAdminName('ops')).toBeUndefined();
    expect(checkAdminName(' cash_desk.2-b ')).toBeUndefined();
    expect(checkAdminName('a'.repeat(32))).toBeUndefined();
    expect(checkAdminName('ab')).toBe(MSG.adminNameFormat);
    expect(checkAdminName('a'.repeat(33))).toBe(MSG.adminNameFormat);
    expect(checkAdminName('财务')).toBe(MSG.adminNameFormat);
    expect(checkAdminName('two words')).toBe(MSG.adminNameFormat);
    expect(checkAdminName(undefined)).toBe(MSG.adminNameFormat);
  });
});
