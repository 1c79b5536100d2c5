import { ADMIN_MSG } from '../src/admin-messages';
import { describe, expect, it } from 'vitest';
import { checkMemberVip, memberVipTier } from '../src/rules/admin-member-vip';

describe("the rule of a member's VIP tier set by an operator", () => {
  it('reads the tier as a positive whole number, sent as a number or digits', () => {
    expect(memberVipTier(3)).toBe(3);
    expect(memberVipTier(' 12 ')).toBe(12);
    for (const bad of [0, '0', -1, '1.5', 'VIP3', '', undefined, null, '1234567890']) expect(memberVipTier(bad), String(bad)).toBeUndefined();
  });

  it('asks for a tier first, then a reason of 1–200 characters', () => {
    expect(checkMemberVip({ reason: '大额客户' })).toBe(ADMIN_MSG.adminMessageTierRequired);
    expect(checkMemberVip({ vip: 2 })).toBe(ADMIN_MSG.adminMemberVipReason);
    expect(checkMemberVip({ vip: 2, reason: '   ' })).toBe(ADMIN_MSG.adminMemberVipReason);
    expect(checkMemberVip({ vip: 2, reason: '长'.repeat(201) })).toBe(ADMIN_MSG.adminMemberVipReason);
    expect(checkMemberVip({ vip: '2', reason: '长'.repeat(200) })).toBeUndefined();
  });
});
