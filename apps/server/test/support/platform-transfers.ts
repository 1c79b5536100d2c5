import type { Database } from '../../src/platform/db/database';
import { inMoneyTransaction } from '../../src/platform/db/money-transaction';
import { Ledger } from '../../src/ledger/ledger';
import { openPlatformTransfer } from '../../src/modules/wallet/platform-transfer-orders';

/** A transfer of `fen` from the member's main wallet into a platform, held and never sent, begun two minutes ago: as one whose call was lost. */
export async function unresolvedPlatformTransfer(database: Database, memberId: number, platform: string, fen: number): Promise<string> {
  const at = Date.now() - 120_000;
  return inMoneyTransaction(database, (trx) => openPlatformTransfer(trx, new Ledger(trx, at), { memberId, platform, direction: 'in', amount: fen, opId: `test-ptr:${String(memberId)}:${String(at)}`, now: at }));
}
