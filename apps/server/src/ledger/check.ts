import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { availableFen } from './balances';

export interface LedgerBreach {
  check: 'no-overdraft' | 'conservation' | 'counters-match-history';
  detail: string;
}

interface Counters {
  debits_posted: number;
  credits_posted: number;
  debits_pending: number;
  credits_pending: number;
}

const zero = (): Counters => ({ debits_posted: 0, credits_posted: 0, debits_pending: 0, credits_pending: 0 });

/**
 * LEDGER.md checks 1–3 on a live database: no member account below zero, debits equal credits, and
 * every account's counters equal what its transfers add up to. Answers the breaches (none is healthy).
 * Accounts and transfers are read from one snapshot (REPEATABLE READ on PostgreSQL, one read
 * transaction on SQLite): money moving meanwhile must not look like a breach.
 */
export async function checkLedger(db: Kysely<Tables>): Promise<LedgerBreach[]> {
  const { accounts, transfers } = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => ({
      accounts: await trx.selectFrom('account').selectAll().execute(),
      transfers: await trx.selectFrom('transfer').select(['debit_account_id', 'credit_account_id', 'amount', 'phase']).execute(),
    }));
  const breaches: LedgerBreach[] = [];

  const expected = new Map<number, Counters>();
  const of = (id: number) => {
    let counters = expected.get(id);
    if (!counters) {
      counters = zero();
      expected.set(id, counters);
    }
    return counters;
  };
  for (const t of transfers) {
    const debit = of(t.debit_account_id);
    const credit = of(t.credit_account_id);
    if (t.phase === 'single' || t.phase === 'post') {
      debit.debits_posted += t.amount;
      credit.credits_posted += t.amount;
    }
    if (t.phase === 'pending') {
      debit.debits_pending += t.amount;
      credit.credits_pending += t.amount;
    }
    if (t.phase === 'post' || t.phase === 'void') {
      debit.debits_pending -= t.amount;
      credit.credits_pending -= t.amount;
    }
  }

  const totals = zero();
  for (const account of accounts) {
    const available = availableFen(account);
    if (account.no_overdraft === 1 && available < 0) {
      breaches.push({ check: 'no-overdraft', detail: `account ${String(account.id)} (${account.kind}/${account.platform}) is at ${String(available)} fen` });
    }
    const want = expected.get(account.id) ?? zero();
    for (const counter of Object.keys(totals) as (keyof Counters)[]) {
      totals[counter] += account[counter];
      if (account[counter] !== want[counter]) {
        breaches.push({
          check: 'counters-match-history',
          detail: `account ${String(account.id)} ${counter} is ${String(account[counter])}, its transfers add up to ${String(want[counter])}`,
        });
      }
    }
  }
  if (totals.debits_posted !== totals.credits_posted) {
    breaches.push({ check: 'conservation', detail: `posted debits ${String(totals.debits_posted)} ≠ credits ${String(totals.credits_posted)}` });
  }
  if (totals.debits_pending !== totals.credits_pending) {
    breaches.push({ check: 'conservation', detail: `pending debits ${String(totals.debits_pending)} ≠ credits ${String(totals.credits_pending)}` });
  }
  return breaches;
}
