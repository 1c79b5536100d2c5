import { z } from 'zod';

export const bankListEntrySchema = z.object({
  id: z.number().int(),
  bank_name: z.string(),
});
export type BankListEntry = z.infer<typeof bankListEntrySchema>;

/** A bound withdrawal account: a bank card, a USDT address or an e-wallet address. */
export const boundAccountSchema = z.object({
  id: z.number().int(),
  bank: z.string(),
  bank_no: z.string(),
  bank_owner: z.string(),
  bank_address: z.string(),
  /** The bank's logo, '' for wallets. */
  ico: z.string(),
  /** The last 4 characters of bank_no (API-NOTES §7). */
  bank_not: z.string(),
});
export type BoundAccount = z.infer<typeof boundAccountSchema>;
