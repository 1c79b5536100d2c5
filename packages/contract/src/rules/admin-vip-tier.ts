import { ADMIN_MSG } from '../admin-messages';
import { parseYuan } from '../money';
import { firstBroken, text, type Rule } from './check';
import { parseHundredths } from './hundredths';

/** The six game categories a tier pays rebates on, as the wire names them. */
export const VIP_RATE_FIELDS = ['realperson', 'electron', 'joker', 'sport', 'lottery', 'e_sport'] as const;
export type VipRateField = (typeof VIP_RATE_FIELDS)[number];

export type VipTierFields = { id?: unknown; vipname?: unknown; flow?: unknown; recharge?: unknown; enabled?: unknown } & Partial<Record<VipRateField, unknown>>;

export const VIP_NAME_MAX = 20;
/** The highest rebate, in basis points (3%): a rate above it is a typing mistake, not a promotion. */
export const VIP_RATE_MAX_BP = 300;
/** The highest threshold, in fen (100,000,000 yuan). */
export const VIP_THRESHOLD_MAX_FEN = 10_000_000_000;
/** The tier every new member starts in (member.vip defaults to it): it must stay on. */
export const VIP_BASE_TIER = 1;

/**
 * The tier number a name ends with ("黄金VIP3" -> 3). The player app finds the member's tier by the number
 * after the last P of its name (SPEC §3), so a tier's name must end with VIP and its own number.
 */
export function tierNumberOfName(name: string): number | undefined {
  const match = /VIP(\d{1,3})$/i.exec(name);
  return match ? Number(match[1]) : undefined;
}

const threshold = (value: unknown) => {
  const fen = parseYuan(text(value));
  return fen !== undefined && fen <= VIP_THRESHOLD_MAX_FEN;
};

/** A rebate percentage ("0.5" for 0.5%) in basis points (50), or undefined when it is no percentage within 0..3%. */
export function vipRateBp(value: unknown): number | undefined {
  const bp = parseHundredths(value);
  return bp !== undefined && bp <= VIP_RATE_MAX_BP ? bp : undefined;
}

const vipTierRules: readonly Rule<VipTierFields>[] = [
  [(f) => text(f.vipname).length <= VIP_NAME_MAX && tierNumberOfName(text(f.vipname)) === Number(f.id), ADMIN_MSG.adminVipTierName],
  [(f) => threshold(f.recharge) && threshold(f.flow), ADMIN_MSG.adminVipTierThreshold],
  [(f) => VIP_RATE_FIELDS.every((field) => vipRateBp(f[field]) !== undefined), ADMIN_MSG.adminVipTierRate],
  [(f) => f.enabled !== false || Number(f.id) !== VIP_BASE_TIER, ADMIN_MSG.adminVipTierBaseOn],
];

/** A VIP tier as an operator saves it: name, thresholds in yuan, rebate percentages per category, on or off. */
export function checkVipTier(fields: VipTierFields): string | undefined {
  return firstBroken(fields, vipTierRules);
}

export interface VipThresholds {
  id: number;
  recharge_fen: number;
  flow_fen: number;
}

/**
 * The tiers in order of id must not ask less than the tier below: a member rises to the highest tier whose
 * both thresholds they reach, so a lower threshold above would skip the tiers between.
 */
export function checkVipTierOrder(tiers: readonly VipThresholds[]): string | undefined {
  const sorted = [...tiers].sort((a, b) => a.id - b.id);
  const ordered = sorted.every((tier, i) => {
    const below = sorted[i - 1];
    return below === undefined || (below.recharge_fen <= tier.recharge_fen && below.flow_fen <= tier.flow_fen);
  });
  return ordered ? undefined : ADMIN_MSG.adminVipTierOrder;
}
