import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import type { Database } from '../../db/database';
import { inMoneyTransaction } from '../../db/money-transaction';
import { BusinessError } from '../../http/business-error';
import { findMemberByName } from '../../members/lookup';
import { revokeAllSessions } from '../../security/sessions';
import { SITE_ID } from '../../site-settings';
import type { AuditWriter } from '../../audit/audit-log';

/** Operator actions shared by the command line and the admin API. Each names the operator who acts. */

export type MemberState = 'block' | 'unblock' | 'disable' | 'enable';

export async function setMemberState(database: Database, username: string, state: MemberState, now: number, audit?: AuditWriter): Promise<void> {
  const change = { block: { isblack: 1 }, unblock: { isblack: 0 }, disable: { status: 0 }, enable: { status: 1 } }[state];
  const member = await inMoneyTransaction(database, async (trx) => {
    const found = await findMemberByName(trx, username);
    if (!found) throw new BusinessError(MSG.notFound, CODES.notFound);
    await trx.updateTable('member').set(change).where('id', '=', found.id).execute();
    const before = { isblack: found.isblack, status: found.status };
    await audit?.(trx, { target: `member:${found.username}`, before, after: { ...before, ...change } });
    return found;
  });
  // The sessions end with a reason: while the block lasts their calls answer its §5 message (HTTP 403), and
  // once it is lifted they answer 401, so a session from before the block never comes back by itself.
  if (state === 'block' || state === 'disable') await revokeAllSessions(database, member.id, now, 'member-state');
}

export async function setSiteState(database: Database, state: 0 | 1, tip: string | undefined, now: number, audit?: AuditWriter): Promise<void> {
  await inMoneyTransaction(database, async (trx) => {
    const before = await trx.selectFrom('site').select(['site_state', 'repair_tips']).where('id', '=', SITE_ID).executeTakeFirstOrThrow();
    const change = { site_state: state, ...(tip === undefined ? {} : { repair_tips: tip }) };
    await trx
      .updateTable('site')
      .set({ ...change, updated_at: now })
      .where('id', '=', SITE_ID)
      .execute();
    await audit?.(trx, { target: 'site', before, after: { ...before, ...change } });
  });
}

export async function setRedPacketSwitch(database: Database, on: boolean, now: number, audit?: AuditWriter): Promise<void> {
  await inMoneyTransaction(database, async (trx) => {
    const before = await trx.selectFrom('site').select('redpacket_switch').where('id', '=', SITE_ID).executeTakeFirstOrThrow();
    await trx.updateTable('site').set({ redpacket_switch: on ? 1 : 0, updated_at: now }).where('id', '=', SITE_ID).execute();
    await audit?.(trx, { target: 'site', before, after: { redpacket_switch: on ? 1 : 0 } });
  });
}
