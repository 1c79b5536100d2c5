import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import { BusinessError } from '../../kernel/errors';
import { findMemberByName } from '../../kernel/member-lookup';
import { endAllSessions } from '../../platform/security/sessions';
import type { AuditWriter } from '../../kernel/audit-log';

export type MemberState = 'block' | 'unblock' | 'disable' | 'enable';

/** A member's state, set by an operator in the console or at the command line, with the operator's reason in the audit log. */
export async function setMemberState(database: Database, username: string, state: MemberState, now: number, audit?: AuditWriter, reason = ''): Promise<void> {
  const change = { block: { isblack: 1 }, unblock: { isblack: 0 }, disable: { status: 0 }, enable: { status: 1 } }[state];
  const member = await inMoneyTransaction(database, async (trx) => {
    const found = await findMemberByName(trx, username);
    if (!found) throw new BusinessError(MSG.notFound, CODES.notFound);
    await trx.updateTable('member').set(change).where('id', '=', found.id).execute();
    const before = { isblack: found.isblack, status: found.status };
    // The sessions end with a reason: while the block lasts their calls answer its §5 message (HTTP 403), and
    // once it is lifted they answer 401, so a session from before the block never comes back by itself.
    if (state === 'block' || state === 'disable') await endAllSessions(trx, found.id, now, 'member-state');
    await audit?.(trx, { target: `member:${found.username}`, before, after: { ...before, ...change, ...(reason.trim() === '' ? {} : { reason: reason.trim() }) } });
    return found;
  });
  if (state === 'block' || state === 'disable') database.revocations.publish({ memberId: member.id });
}
