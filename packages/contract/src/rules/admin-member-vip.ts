import { ADMIN_MSG } from '../admin-messages';
import { filled, firstBroken, text, type Rule } from './check';

export interface MemberVipFields {
  vip?: unknown;
  reason?: unknown;
}

export const MEMBER_VIP_REASON_MAX = 200;

/** The tier id chosen, or undefined when none is (a positive whole number). */
export function memberVipTier(value: unknown): number | undefined {
  const digits = text(value);
  if (!/^\d{1,9}$/.test(digits)) return undefined;
  const id = Number(digits);
  return id > 0 ? id : undefined;
}

const memberVipRules: readonly Rule<MemberVipFields>[] = [
  [(f) => memberVipTier(f.vip) !== undefined, ADMIN_MSG.adminMessageTierRequired],
  [(f) => filled(f.reason) && text(f.reason).length <= MEMBER_VIP_REASON_MAX, ADMIN_MSG.adminMemberVipReason],
];

/** An operator setting a member's VIP tier: a tier chosen and a reason (up to 200 characters) for the audit log. */
export function checkMemberVip(fields: MemberVipFields): string | undefined {
  return firstBroken(fields, memberVipRules);
}
