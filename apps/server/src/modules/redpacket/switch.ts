import type { AuditWriter } from '../../audit/audit-log';
import type { Database } from '../../db/database';
import { inMoneyTransaction } from '../../db/money-transaction';
import { SITE_ID, readSite } from '../../site-settings';

/** The red-packet switch, by an operator in the console or at the command line. */
export async function setRedPacketSwitch(database: Database, on: boolean, now: number, audit?: AuditWriter): Promise<void> {
  await inMoneyTransaction(database, async (trx) => {
    const before = await readSite(trx, ['redpacket_switch']);
    await trx.updateTable('site').set({ redpacket_switch: on ? 1 : 0, updated_at: now }).where('id', '=', SITE_ID).execute();
    await audit?.(trx, { target: 'site', before, after: { redpacket_switch: on ? 1 : 0 } });
  });
}
