import { z } from 'zod';
import { defineCall } from '../call';
import { ROUTES } from '../routes';
import { vipTierSchema } from '../entities/vip';
import { emptyBody, yuan, pageValue, smallIntValue, sortFields, paginated, idValue, text, formValue, formText, done } from '../wire';
import { VIP_TIER_SORTING } from '../list-sorting';

export const uservip = defineCall({
  ...ROUTES.uservip,
  summary: 'VIP tiers',
  request: emptyBody,
  data: z.array(vipTierSchema),
});

// Operator calls (extensions), with an admin token.

// settings: VIP tiers and their rebate percentages
const vipTierItem = z.object({
  id: z.number().int(),
  vipname: z.string(),
  /** Accumulated deposits and settled turnover (yuan) a member needs to reach the tier. */
  recharge: yuan,
  flow: yuan,
  /** Rebate percentages per game category (0.5 is 0.5%). */
  realperson: z.number(),
  electron: z.number(),
  joker: z.number(),
  sport: z.number(),
  lottery: z.number(),
  e_sport: z.number(),
  enabled: z.boolean(),
  /** Members in the tier now. */
  members: z.number().int(),
});
export const adminVipTiers = defineCall({
  ...ROUTES.adminVipTiers,
  summary:
    'The VIP tiers in order (by level) unless sorted by the deposit or turnover threshold, with their thresholds in yuan, rebate percentages per game category and how many members are in each, paged on the server',
  request: z.object({ page: pageValue, per_page: smallIntValue, ...sortFields(VIP_TIER_SORTING) }),
  data: paginated(vipTierItem),
});
export const adminSaveVipTier = defineCall({
  ...ROUTES.adminSaveVipTier,
  summary:
    "Change a tier's name, thresholds (yuan, not below the tier under it nor above the one over it) and rebate percentages (0 to 3, up to 2 decimals); the rules are checkVipTier and checkVipTierOrder. Bets settled after the change earn the new rates; rebates already accrued keep theirs",
  request: z.object({
    id: idValue,
    vipname: text(40).optional(),
    recharge: formValue,
    flow: formValue,
    realperson: formValue,
    electron: formValue,
    joker: formValue,
    sport: formValue,
    lottery: formValue,
    e_sport: formValue,
    enabled: z.boolean().optional(),
  }),
  data: vipTierItem,
});
export const adminSetMemberVip = defineCall({
  ...ROUTES.adminSetMemberVip,
  summary:
    "Set a member's VIP tier to an enabled tier (checkMemberVip: a tier and a reason), audited with the tier before and after and the reason. The thresholds still only raise: a later approved deposit or settled bet moves the member up when their totals reach a tier above the one set, and never down",
  request: z.object({ username: text(64).min(1), vip: formValue, reason: formText }),
  data: done,
});

