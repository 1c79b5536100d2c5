// A separate process with its own SQLite connection: moves `count` transfers of `fen` from a member's
// main wallet into a platform, and prints how many succeeded.
import { openDatabase } from '../../src/platform/db/database';
import { inMoneyTransaction } from '../../src/platform/db/money-transaction';
import { InsufficientFunds, Ledger, memberMain, memberPlatform } from '../../src/ledger/ledger';
import { TRANSFER_KIND } from '../../src/ledger/transfer-kinds';

const [url = '', member = '0', count = '0', fen = '0', tag = ''] = process.argv.slice(2);
const database = openDatabase(url);
let ok = 0;
let refused = 0;
await Promise.all(
  Array.from({ length: Number(count) }, async (_, i) => {
    const id = `worker:${tag}:${String(i)}`;
    try {
      await inMoneyTransaction(database, (trx) =>
        new Ledger(trx, Date.now()).transfer(id, [
          { id, debit: memberMain(Number(member)), credit: memberPlatform(Number(member), 'ag'), amount: Number(fen), kind: TRANSFER_KIND.transferIn },
        ]),
      );
      ok += 1;
    } catch (error) {
      if (!(error instanceof InsufficientFunds)) throw error;
      refused += 1;
    }
  }),
);
await database.close();
process.stdout.write(JSON.stringify({ ok, refused }));
