import type { adminSaveSecondReview } from '@casino/contract/calls/withdraw';
import type { ParsedRequestOf } from '@casino/contract/call';
import { CODES } from '@casino/contract/codes';
import { fenToYuan, parseYuan } from '@casino/contract/money';
import { checkSecondReview } from '@casino/contract/rules/admin-second-review';
import type { Kysely } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { SITE_ID, readSite } from '../../kernel/site-settings';

async function secondReviewFen(db: Kysely<Tables>): Promise<number> {
  return (await readSite(db, ['second_review_fen'])).second_review_fen;
}

/** The four-eyes amount in yuan, as the console shows it. */
export async function readSecondReview(db: Kysely<Tables>): Promise<{ amount: number }> {
  return { amount: fenToYuan(await secondReviewFen(db)) };
}

/**
 * The four-eyes amount, after the contract's checkSecondReview; audited in the same transaction. A withdrawal
 * approved after this is judged by the new amount (its reviews read it as they run).
 */
export async function saveSecondReview(database: Database, input: ParsedRequestOf<typeof adminSaveSecondReview>, now: number, audit: AuditWriter): Promise<{ amount: number }> {
  const broken = checkSecondReview(input);
  if (broken !== undefined) throw new BusinessError(broken, CODES.validation);
  const fen = parseYuan(String(input.amount).trim()) ?? 0;
  return inMoneyTransaction(database, async (trx) => {
    const before = await secondReviewFen(trx);
    await trx.updateTable('site').set({ second_review_fen: fen, updated_at: now }).where('id', '=', SITE_ID).execute();
    await audit(trx, { target: 'site', before: { second_review_fen: before }, after: { second_review_fen: fen } });
    return { amount: fenToYuan(fen) };
  });
}
