import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import { SITE_ID, readSite } from '../../kernel/site-settings';

/** Maintenance on (0) or off (1), with the tip players see: by an operator in the console or at the command line. */
export async function setSiteState(database: Database, state: 0 | 1, tip: string | undefined, now: number, audit?: AuditWriter): Promise<void> {
  await inMoneyTransaction(database, async (trx) => {
    const before = await readSite(trx, ['site_state', 'repair_tips']);
    const change = { site_state: state, ...(tip === undefined ? {} : { repair_tips: tip }) };
    await trx
      .updateTable('site')
      .set({ ...change, updated_at: now })
      .where('id', '=', SITE_ID)
      .execute();
    await audit?.(trx, { target: 'site', before, after: { ...before, ...change } });
  });
}
