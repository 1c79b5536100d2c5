import { sql, type Insertable, type Kysely, type RawBuilder } from 'kysely';
import { compiledQuery } from '../platform/db/compiled-query';
import { noteTransferWritten } from '../platform/db/money-transaction';
import type { Tables, TransferPhase, TransferTable } from '../platform/db/schema';
import { accountKeyText, type AccountIds } from './account-ids';
import { ACCOUNT_KIND, type AccountKind } from './accounts';
import type { TransferKind } from './transfer-kinds';

/** An account by owner, kind and platform; member accounts may not go below zero. */
export interface AccountKey {
  memberId: number | null;
  kind: AccountKind;
  platform: string;
}

export interface TransferSpec {
  /** Unique: a business key where one exists, so a duplicate collides on the primary key. */
  id: string;
  debit: AccountKey;
  credit: AccountKey;
  /** Integer fen, > 0. */
  amount: number;
  kind: TransferKind;
  /** single moves money now; pending holds it until post or void. */
  phase?: 'single' | 'pending';
  refType?: string;
  refId?: string;
  memo?: string;
}

/** The debit would take a no-overdraft account below zero. */
export class InsufficientFunds extends Error {
  constructor(readonly accountId: number) {
    super(`insufficient funds in account ${String(accountId)}`);
    this.name = 'InsufficientFunds';
  }
}

/**
 * The most fen any account's balance may hold: 2^53 / 1,000, so that a balance in any unit we answer (Hub88's
 * fen × 1,000 the largest) stays a safe integer. An operation that would pass it is refused whole.
 */
export const LEDGER_MAX_FEN = Math.floor(Number.MAX_SAFE_INTEGER / 1_000);

export class LedgerCeiling extends Error {
  constructor(readonly accountId: number) {
    super(`account ${String(accountId)} would pass the ledger's ceiling of ${String(LEDGER_MAX_FEN)} fen`);
    this.name = 'LedgerCeiling';
  }
}

/** A hold was already posted or voided. */
export class HoldAlreadyResolved extends Error {
  constructor(readonly pendingId: string) {
    super(`hold ${pendingId} is already resolved`);
    this.name = 'HoldAlreadyResolved';
  }
}

/** A transfer was already reversed. */
export class TransferAlreadyReversed extends Error {
  constructor(readonly transferId: string) {
    super(`transfer ${transferId} is already reversed`);
    this.name = 'TransferAlreadyReversed';
  }
}

/** A reversal: which transfer it moves back, under what id and kind. */
export interface ReversalSpec {
  id: string;
  /** The id of a single (not held) transfer. */
  reverses: string;
  kind: TransferKind;
  memo?: string;
}

type Counter = 'debits_posted' | 'credits_posted' | 'debits_pending' | 'credits_pending';

/** One change of one account's counters: + for the counters that grow, − for the pending ones released. */
interface CounterChange {
  accountId: number;
  add: Partial<Record<Counter, number>>;
}

/** The counter changes of one account update, by counter. */
type CounterDeltas = Partial<Record<Counter, number>>;

interface CounterUpdateValues {
  accountId: number;
  deltas: CounterDeltas;
  /** The available balance the account must hold first, when the update lowers it. */
  needed: number;
}

/**
 * The update of one account's counters, compiled once per shape: which counters change, and whether the
 * change lowers the available balance (then a no-overdraft account must cover it, or no row changes).
 */
function counterUpdate(counters: readonly Counter[], lowers: boolean) {
  return compiledQuery((db, { accountId, deltas, needed }: { accountId: number; deltas: Record<Counter, number>; needed: number }) => {
    const set: Partial<Record<Counter, RawBuilder<number>>> = {};
    for (const counter of counters) set[counter] = sql<number>`${sql.ref(counter)} + ${deltas[counter]}`;
    return db
      .updateTable('account')
      .set(set)
      .where('id', '=', accountId)
      .$if(lowers, (query) =>
        query.where((eb) =>
          eb.or([eb('no_overdraft', '=', 0), eb(eb(eb(eb.ref('credits_posted'), '-', eb.ref('debits_posted')), '-', eb.ref('debits_pending')), '>=', needed)]),
        ),
      )
      .returning(['credits_posted', 'debits_posted', 'debits_pending']);
  });
}

const counterUpdates = new Map<string, ReturnType<typeof counterUpdate>>();

function updateCounters(trx: Kysely<Tables>, { accountId, deltas, needed }: CounterUpdateValues) {
  const counters = (Object.keys(deltas) as Counter[]).sort();
  const lowers = needed > 0;
  const shape = `${counters.join(',')}:${String(lowers)}`;
  let update = counterUpdates.get(shape);
  if (update === undefined) {
    update = counterUpdate(counters, lowers);
    counterUpdates.set(shape, update);
  }
  // The shape reads only its own counters' deltas.
  return update(trx, { accountId, deltas: deltas as Record<Counter, number>, needed });
}

type TransferRow = Insertable<TransferTable>;

/** Every column a transfer row is written with (the record makes the compiler find one missing). */
const TRANSFER_COLUMNS = Object.keys({
  id: true,
  op_id: true,
  debit_account_id: true,
  credit_account_id: true,
  amount: true,
  kind: true,
  phase: true,
  pending_id: true,
  reverses_id: true,
  ref_type: true,
  ref_id: true,
  memo: true,
  created_at: true,
} satisfies Record<keyof TransferRow, true>) as (keyof TransferRow)[];

/** The insert of `count` transfer rows, compiled once per count (a money call writes one to a few). */
function transferInsert(count: number) {
  return compiledQuery((db, { rows }: { rows: TransferRow[] }) =>
    db.insertInto('transfer').values(
      Array.from({ length: count }, (_, i) => {
        // The row's stand-in has no keys of its own: the columns come from the list.
        const row = rows[i] as Required<TransferRow>;
        return Object.fromEntries(TRANSFER_COLUMNS.map((column) => [column, row[column]])) as TransferRow;
      }),
    ),
  );
}

const transferInserts = new Map<number, ReturnType<typeof transferInsert>>();
/** More rows than this in one operation are rare (a transall over every platform): they are built each time. */
const MAX_COMPILED_ROWS = 8;

async function insertTransfers(trx: Kysely<Tables>, rows: TransferRow[]): Promise<void> {
  if (rows.length > MAX_COMPILED_ROWS) {
    await trx.insertInto('transfer').values(rows).execute();
    return;
  }
  let insert = transferInserts.get(rows.length);
  if (insert === undefined) {
    insert = transferInsert(rows.length);
    transferInserts.set(rows.length, insert);
  }
  await insert(trx, { rows });
}

export const memberMain = (memberId: number): AccountKey => ({ memberId, kind: ACCOUNT_KIND.main, platform: 'userbalance' });
export const memberPlatform = (memberId: number, platform: string): AccountKey => ({ memberId, kind: ACCOUNT_KIND.platform, platform });
export const systemAccount = (kind: AccountKind, platform = ''): AccountKey => ({ memberId: null, kind, platform });

/** An account's counters after an operation changed them. */
export interface AccountCounters {
  credits_posted: number;
  debits_posted: number;
  debits_pending: number;
}

/** The accounts each transaction created, by its handle: their ids are not remembered until committed (see AccountIds). */
const createdIn = new WeakMap<Kysely<Tables>, Set<string>>();

/**
 * The only code that changes a balance (LEDGER.md). Works inside the caller's money transaction:
 * every transfer row is written together with the counters it changes, counters are updated in
 * account-id order (no deadlocks), and a no-overdraft account refuses a debit it cannot cover.
 */
export class Ledger {
  /** `knownIds`: the database's cache of committed account ids, for the money calls; without it every leg looks its accounts up. */
  constructor(
    private readonly trx: Kysely<Tables>,
    private readonly now: number,
    private readonly knownIds?: AccountIds,
  ) {}

  /** The id of an account, created on first use. */
  async accountId(key: AccountKey): Promise<number> {
    const find = () => {
      let query = this.trx.selectFrom('account').select('id').where('kind', '=', key.kind).where('platform', '=', key.platform);
      query = key.memberId === null ? query.where('member_id', 'is', null) : query.where('member_id', '=', key.memberId);
      return query.executeTakeFirst();
    };
    const text = accountKeyText(key);
    const known = this.knownIds?.get(text);
    if (known !== undefined) return known;
    const found = await find();
    if (found) {
      // Seen by this transaction and not created by it: committed by another, so for good.
      if (createdIn.get(this.trx)?.has(text) !== true) this.knownIds?.remember(text, found.id);
      return found.id;
    }
    const created = createdIn.get(this.trx) ?? new Set<string>();
    created.add(text);
    createdIn.set(this.trx, created);
    await this.trx
      .insertInto('account')
      .values({ member_id: key.memberId, kind: key.kind, platform: key.platform, no_overdraft: key.memberId === null ? 0 : 1 })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const createdRow = await find();
    if (!createdRow) throw new Error(`account ${key.kind}/${key.platform} could not be created`);
    return createdRow.id;
  }

  /**
   * Applies transfers (single or pending) as one unit: all of them or, on any refusal, none. Answers the
   * counters of every account it changed, by account id, as this transaction now sees them.
   */
  async transfer(opId: string, specs: readonly TransferSpec[]): Promise<ReadonlyMap<number, AccountCounters>> {
    const changes: CounterChange[] = [];
    const rows = [];
    for (const spec of specs) {
      if (!Number.isSafeInteger(spec.amount) || spec.amount <= 0) throw new RangeError(`amount must be positive fen: ${String(spec.amount)}`);
      const debitId = await this.accountId(spec.debit);
      const creditId = await this.accountId(spec.credit);
      // The database's CHECK refuses it too; this says which transfer, before any counter moves.
      if (debitId === creditId) throw new RangeError(`a transfer moves money between two accounts: ${spec.id} debits and credits account ${String(debitId)}`);
      const phase: TransferPhase = spec.phase ?? 'single';
      if (phase === 'single') {
        changes.push({ accountId: debitId, add: { debits_posted: spec.amount } });
        changes.push({ accountId: creditId, add: { credits_posted: spec.amount } });
      } else {
        changes.push({ accountId: debitId, add: { debits_pending: spec.amount } });
        changes.push({ accountId: creditId, add: { credits_pending: spec.amount } });
      }
      rows.push({
        id: spec.id,
        op_id: opId,
        debit_account_id: debitId,
        credit_account_id: creditId,
        amount: spec.amount,
        kind: spec.kind,
        phase,
        pending_id: null,
        reverses_id: null,
        ref_type: spec.refType ?? null,
        ref_id: spec.refId ?? null,
        memo: spec.memo ?? null,
        created_at: this.now,
      });
    }
    const after = await this.applyChanges(changes);
    if (rows.length > 0) await insertTransfers(this.trx, rows);
    for (const row of rows) noteTransferWritten(this.trx, row.kind, row.phase);
    return after;
  }

  /**
   * Moves a single transfer's amount back to where it came from (LEDGER.md: reversals). Once only:
   * a second reversal is refused, and UNIQUE(reverses_id) refuses a concurrent one. Like any debit, the
   * account it comes back from must cover it.
   */
  async reverse(opId: string, reversal: ReversalSpec): Promise<void> {
    const original = await this.trx.selectFrom('transfer').selectAll().where('id', '=', reversal.reverses).where('phase', '=', 'single').executeTakeFirst();
    if (!original) throw new Error(`no single transfer ${reversal.reverses}`);
    const reversed = await this.trx.selectFrom('transfer').select('id').where('reverses_id', '=', original.id).executeTakeFirst();
    if (reversed) throw new TransferAlreadyReversed(original.id);
    // Insert first: UNIQUE(reverses_id) makes a concurrent second reversal fail here, before any counter moves.
    await this.trx
      .insertInto('transfer')
      .values({
        id: reversal.id,
        op_id: opId,
        debit_account_id: original.credit_account_id,
        credit_account_id: original.debit_account_id,
        amount: original.amount,
        kind: reversal.kind,
        phase: 'single',
        pending_id: null,
        reverses_id: original.id,
        ref_type: original.ref_type,
        ref_id: original.ref_id,
        memo: reversal.memo ?? null,
        created_at: this.now,
      })
      .execute();
    noteTransferWritten(this.trx, reversal.kind, 'single');
    await this.applyChanges([
      { accountId: original.credit_account_id, add: { debits_posted: original.amount } },
      { accountId: original.debit_account_id, add: { credits_posted: original.amount } },
    ]);
  }

  /** Moves a held amount for good. */
  post(opId: string, pendingId: string, id: string): Promise<void> {
    return this.resolve(opId, pendingId, id, 'post');
  }

  /** Releases a held amount back to where it came from. */
  void(opId: string, pendingId: string, id: string): Promise<void> {
    return this.resolve(opId, pendingId, id, 'void');
  }

  private async resolve(opId: string, pendingId: string, id: string, phase: 'post' | 'void'): Promise<void> {
    const hold = await this.trx.selectFrom('transfer').selectAll().where('id', '=', pendingId).where('phase', '=', 'pending').executeTakeFirst();
    if (!hold) throw new Error(`no hold ${pendingId}`);
    const resolved = await this.trx.selectFrom('transfer').select('id').where('pending_id', '=', pendingId).executeTakeFirst();
    if (resolved) throw new HoldAlreadyResolved(pendingId);
    const amount = hold.amount;
    // Insert first: UNIQUE(pending_id) makes a concurrent second resolution fail here, before any counter moves.
    await this.trx
      .insertInto('transfer')
      .values({
        id,
        op_id: opId,
        debit_account_id: hold.debit_account_id,
        credit_account_id: hold.credit_account_id,
        amount,
        kind: hold.kind,
        phase,
        pending_id: pendingId,
        reverses_id: null,
        ref_type: hold.ref_type,
        ref_id: hold.ref_id,
        memo: null,
        created_at: this.now,
      })
      .execute();
    noteTransferWritten(this.trx, hold.kind, phase);
    const posted = phase === 'post';
    await this.applyChanges([
      { accountId: hold.debit_account_id, add: { debits_pending: -amount, ...(posted ? { debits_posted: amount } : {}) } },
      { accountId: hold.credit_account_id, add: { credits_pending: -amount, ...(posted ? { credits_posted: amount } : {}) } },
    ]);
  }

  /**
   * Updates counters in account-id order, one statement per account with the operation's net change.
   * When the net change lowers an account's available balance, a no-overdraft account must cover it:
   * otherwise the statement touches no row and the whole operation is refused.
   */
  private async applyChanges(changes: CounterChange[]): Promise<ReadonlyMap<number, AccountCounters>> {
    const after = new Map<number, AccountCounters>();
    const merged = new Map<number, CounterDeltas>();
    for (const { accountId, add } of changes) {
      const total = merged.get(accountId) ?? {};
      for (const [counter, delta] of Object.entries(add) as [Counter, number][]) total[counter] = (total[counter] ?? 0) + delta;
      merged.set(accountId, total);
    }
    for (const [accountId, add] of [...merged].sort(([a], [b]) => a - b)) {
      const availableDelta = (add.credits_posted ?? 0) - (add.debits_posted ?? 0) - (add.debits_pending ?? 0);
      const [result] = (await updateCounters(this.trx, { accountId, deltas: add, needed: availableDelta < 0 ? -availableDelta : 0 })).rows;
      if (!result) throw new InsufficientFunds(accountId);
      if (result.credits_posted - result.debits_posted > LEDGER_MAX_FEN) throw new LedgerCeiling(accountId);
      after.set(accountId, result);
    }
    return after;
  }
}