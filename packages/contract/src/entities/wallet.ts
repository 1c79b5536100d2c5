import { z } from 'zod';
import { yuan } from '../wire';

/** One wallet's balance; the main wallet is platname "userbalance". */
export const platformBalanceSchema = z.object({
  platname: z.string(),
  name: z.string(),
  balance: yuan,
});
export type PlatformBalance = z.infer<typeof platformBalanceSchema>;
