import type { Database } from '../../src/db/database';
import { inMoneyTransaction } from '../../src/db/money-transaction';
import { ACCOUNT_KIND } from '../../src/ledger/accounts';
import { Ledger, memberMain, systemAccount } from '../../src/ledger/ledger';
import { TRANSFER_KIND } from '../../src/ledger/transfer-kinds';
import type { TestApp } from './app';
import { registerMember } from './members';

let funding = 0;

/** Credits a member's main wallet through the ledger, as an operator adjustment. */
export async function fundMember(database: Database, memberId: number, fen: number, at = Date.now()): Promise<void> {
  funding += 1;
  const id = `test-fund:${String(process.pid)}:${String(funding)}:${String(at)}`;
  await inMoneyTransaction(database, (trx) =>
    new Ledger(trx, at).transfer(id, [
      { id, debit: systemAccount(ACCOUNT_KIND.adjustments), credit: memberMain(memberId), amount: fen, kind: TRANSFER_KIND.adjustment },
    ]),
  );
}

export async function memberId(database: Database, username: string): Promise<number> {
  const row = await database.db.selectFrom('member').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return row.id;
}

/** A new member with `fen` in the main wallet: their name, session token and id. */
export async function fundedMember(t: TestApp, fen: number): Promise<{ name: string; token: string; id: number }> {
  const { name, token } = await registerMember(t.app);
  const id = await memberId(t.db.database, name);
  await fundMember(t.db.database, id, fen);
  return { name, token, id };
}
