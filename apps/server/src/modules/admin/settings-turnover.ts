import type { adminSaveTurnoverMultiple } from '@casino/contract/calls/admin';
import type { ParsedRequestOf } from '@casino/contract/call';
import { CODES } from '@casino/contract/codes';
import { checkTurnoverMultiple, turnoverPercent } from '@casino/contract/rules/admin-turnover';
import type { Kysely } from 'kysely';
import type { AuditWriter } from '../../audit/audit-log';
import type { Database } from '../../db/database';
import { inMoneyTransaction } from '../../db/money-transaction';
import type { Tables } from '../../db/schema';
import { BusinessError } from '../../http/business-error';
import { SITE_ID } from '../../site-settings';

async function storedPercent(db: Kysely<Tables>): Promise<number> {
  return (await db.selectFrom('site').select('turnover_percent').where('id', '=', SITE_ID).executeTakeFirstOrThrow()).turnover_percent;
}

/** The turnover multiple as the console shows it (150 percent -> 1.5). */
export async function readTurnoverMultiple(db: Kysely<Tables>): Promise<{ multiple: number }> {
  return { multiple: (await storedPercent(db)) / 100 };
}

/**
 * The turnover multiple, after the contract's checkTurnoverMultiple; audited in the same transaction. A
 * withdrawal reads it inside its own transaction (withdraw/turnover.ts), so the next one is judged by it.
 */
export async function saveTurnoverMultiple(database: Database, input: ParsedRequestOf<typeof adminSaveTurnoverMultiple>, now: number, audit: AuditWriter): Promise<{ multiple: number }> {
  const broken = checkTurnoverMultiple(input);
  if (broken !== undefined) throw new BusinessError(broken, CODES.validation);
  const percent = turnoverPercent(input.multiple) ?? 0;
  return inMoneyTransaction(database, async (trx) => {
    const before = await storedPercent(trx);
    await trx.updateTable('site').set({ turnover_percent: percent, updated_at: now }).where('id', '=', SITE_ID).execute();
    await audit(trx, { target: 'site', before: { turnover_percent: before }, after: { turnover_percent: percent } });
    return { multiple: percent / 100 };
  });
}
