import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import type { Kysely } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { SITE_ID, readSite } from '../../kernel/site-settings';

/** Refuses a player's red-packet call while the switch is off. */
export async function assertSwitchOn(db: Kysely<Tables>): Promise<void> {
  if ((await readSite(db)).redpacket_switch !== 1) throw new BusinessError(MSG.redpacketClosed, CODES.forbiddenAction);
}

/** The red-packet switch, by an operator in the console or at the command line. */
export async function setRedPacketSwitch(database: Database, on: boolean, now: number, audit?: AuditWriter): Promise<void> {
  await inMoneyTransaction(database, async (trx) => {
    const before = await readSite(trx, ['redpacket_switch']);
    await trx.updateTable('site').set({ redpacket_switch: on ? 1 : 0, updated_at: now }).where('id', '=', SITE_ID).execute();
    await audit?.(trx, { target: 'site', before, after: { redpacket_switch: on ? 1 : 0 } });
  });
}
