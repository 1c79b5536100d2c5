import { z } from 'zod';
import { flag, yuan } from '../wire';

/** VIP tier (SPEC §3): thresholds in yuan and rebate percentages per game kind. */
export const vipTierSchema = z.object({
  id: z.number().int(),
  vipname: z.string(),
  status: flag,
  /** Accumulated turnover required. */
  flow: yuan,
  /** Accumulated deposit required. */
  recharge: yuan,
  realperson: z.number(),
  electron: z.number(),
  joker: z.number(),
  sport: z.number(),
  lottery: z.number(),
  e_sport: z.number(),
});
export type VipTier = z.infer<typeof vipTierSchema>;
