import type { Database } from '../../src/platform/db/database';
import { inMoneyTransaction } from '../../src/platform/db/money-transaction';
import { ACCOUNT_KIND } from '../../src/ledger/accounts';
import { Ledger, memberMain, systemAccount } from '../../src/ledger/ledger';
import { TRANSFER_KIND } from '../../src/ledger/transfer-kinds';
import { countValidBet } from '../../src/ledger/turnover';
import { BET_STATUS } from '@casino/contract/codes';
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

let betSerial = 0;

/** A settled bet of `validFen` on PP, as a platform reports one: its row, and its count against the member's turnover. */
export async function settledBet(database: Database, memberId: number, validFen: number, betFen = validFen): Promise<void> {
  betSerial += 1;
  const betId = `test-bet:${String(process.pid)}:${String(betSerial)}`;
  const now = Date.now();
  await inMoneyTransaction(database, async (trx) => {
    await trx
      .insertInto('bet')
      .values({ bet_id: betId, member_id: memberId, platform: 'pp', category_id: 'concise', game_code: 'pp_001', playname: '金龙献瑞', playmemo: '', bet_fen: betFen, valid_fen: validFen, win_loss_fen: 0, status: BET_STATUS.settled, bet_time: now })
      .execute();
    await countValidBet(trx, { betId, memberId, validFen, now });
  });
}
