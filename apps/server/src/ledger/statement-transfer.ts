import { sql, type Kysely, type RawBuilder } from 'kysely';
import { compiledQuery } from '../platform/db/compiled-query';
import type { Tables } from '../platform/db/schema';
import { accountKeyText, type AccountIds } from './account-ids';
import type { AccountKey } from './ledger';
import type { TransferKind } from './transfer-kinds';

/** A single transfer between two accounts whose ids are known (committed, from AccountIds). */
export interface StatementTransferValues {
  id: string;
  debitId: number;
  creditId: number;
  /** Integer fen, > 0. */
  amount: number;
  kind: TransferKind;
  refType: string;
  refId: string;
  now: number;
}

/** The CTE answering the debited account's counters after the transfer (id, credits_posted, debits_posted, debits_pending). */
export const DEBITED = sql.raw('ledger_debit');

/**
 * One single transfer as data-modifying CTEs of a caller's PostgreSQL statement, so that a money call can be one
 * round trip (issue #31: a Hub88 bet). The same rules as Ledger.transfer (LEDGER.md): both counters updated in
 * account-id order (`debitFirst` says which comes first; the second waits for the first), the debit with the
 * no-overdraft guard, and the transfer row written with them. Everything happens only when `gate` (a CTE of the
 * caller) has a row.
 *
 * When the guard refuses the debit, the transfer row's debit account is NULL and its NOT NULL refuses the whole
 * statement (23502, see isRefusedTransfer): nothing the statement wrote is kept, whichever leg ran first. The
 * statement's values are stand-ins (compiledQuery), so each is cast: PostgreSQL infers no type for a parameter
 * in a SELECT list.
 */
export function transferCtes(values: StatementTransferValues, gate: RawBuilder<unknown>, debitFirst: boolean): RawBuilder<unknown> {
  const amount = sql`${values.amount}::bigint`;
  const counters = sql.raw('id, credits_posted, debits_posted, debits_pending');
  const after = (previous: RawBuilder<unknown>) => sql`EXISTS (SELECT 1 FROM ${previous})`;
  const credited = sql.raw('ledger_credit');
  const debit = (previous: RawBuilder<unknown>) =>
    sql`${DEBITED} AS (UPDATE account SET debits_posted = debits_posted + ${amount}
      WHERE id = ${values.debitId}::bigint AND (no_overdraft = 0 OR credits_posted - debits_posted - debits_pending >= ${amount}) AND ${after(previous)}
      RETURNING ${counters})`;
  const credit = (previous: RawBuilder<unknown>) =>
    sql`${credited} AS (UPDATE account SET credits_posted = credits_posted + ${amount} WHERE id = ${values.creditId}::bigint AND ${after(previous)} RETURNING ${counters})`;
  const legs = debitFirst ? sql`${debit(gate)}, ${credit(DEBITED)}` : sql`${credit(gate)}, ${debit(credited)}`;
  return sql`${legs},
    ledger_transfer AS (INSERT INTO transfer (id, op_id, debit_account_id, credit_account_id, amount, kind, phase, pending_id, reverses_id, ref_type, ref_id, memo, created_at)
      SELECT ${values.id}::text, ${values.id}::text, (SELECT id FROM ${DEBITED}), (SELECT id FROM ${credited}), ${amount}, ${values.kind}::text, 'single', NULL, NULL,
        ${values.refType}::text, ${values.refId}::text, NULL, ${values.now}::bigint
      FROM ${gate})`;
}

/** The statement was refused because the debit's guard was (insufficient funds): see transferCtes. */
export function isRefusedTransfer(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23502' && 'column' in error && error.column === 'debit_account_id';
}

const memberAccountQuery = compiledQuery((db, key: { memberId: number; kind: string; platform: string }) =>
  db.selectFrom('account').select('id').where('member_id', '=', key.memberId).where('kind', '=', key.kind).where('platform', '=', key.platform),
);
const systemAccountQuery = compiledQuery((db, key: { kind: string; platform: string }) =>
  db.selectFrom('account').select('id').where('member_id', 'is', null).where('kind', '=', key.kind).where('platform', '=', key.platform),
);

/**
 * The id of a committed account for a statement's transfer: from `known`, or read (outside any transaction, so only
 * a committed row is found, and it is remembered). Never creates one: undefined when it does not exist yet.
 */
export async function committedAccountId(db: Kysely<Tables>, known: AccountIds, key: AccountKey): Promise<number | undefined> {
  const text = accountKeyText(key);
  const cached = known.get(text);
  if (cached !== undefined) return cached;
  const { memberId } = key;
  const [row] = (memberId === null ? await systemAccountQuery(db, key) : await memberAccountQuery(db, { ...key, memberId })).rows;
  if (row) known.remember(text, row.id);
  return row?.id;
}
