import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import { endAdminSessions } from './admins';
import { endAdminSession, type AdminActor } from './sessions';

/** Ends the operator's session of this call, or every session of theirs (`everywhere`); audited in the same transaction. */
export async function signOutAdmin(database: Database, operator: AdminActor, everywhere: boolean, audit: AuditWriter): Promise<void> {
  await inMoneyTransaction(database, async (trx) => {
    if (everywhere) await endAdminSessions(trx, operator.id);
    else await endAdminSession(trx, operator.tokenHash);
    await audit(trx, { target: `admin:${operator.name}`, before: null, after: { sessions: everywhere ? 'all ended' : 'this one ended' } });
  });
}
