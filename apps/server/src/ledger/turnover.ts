import { sql, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';

/** What a turnover entry comes from. */
export const TURNOVER_KIND = {
  deposit: 'deposit',
  bonus: 'bonus',
  redpacket: 'redpacket',
  rebate: 'rebate',
  adjustment: 'adjustment',
  bet: 'bet',
  /** The requirement the old rule (deposits since the last withdrawal) left when the running figure began. */
  carried: 'carried',
} as const;
export type TurnoverKind = (typeof TURNOVER_KIND)[keyof typeof TURNOVER_KIND];
type RequirementKind = Exclude<TurnoverKind, 'bet' | 'carried'>;

export interface Turnover {
  /** The requirement since it was last met (0 once met and nothing added since). */
  requiredFen: number;
  /** The valid bets that counted against it. */
  reachedFen: number;
  /** What is still to bet before a withdrawal: 0 when met. */
  missingFen: number;
}

/** `percent` percent of the credit, rounded up to the fen; in BigInt, as a credit times 10,000 may pass 2^53. */
export function requiredTurnoverFen(creditFen: number, percent: number): number {
  return Number((BigInt(creditFen) * BigInt(percent) + 99n) / 100n);
}

/** The member's turnover, read through `db` (a withdrawal's transaction judges by what it reads there). */
export async function turnoverOf(db: Kysely<Tables>, memberId: number): Promise<Turnover> {
  const row = await db.selectFrom('turnover_account').select(['required_fen', 'wagered_fen']).where('member_id', '=', memberId).executeTakeFirst();
  const { required_fen: requiredFen, wagered_fen: reachedFen } = row ?? { required_fen: 0, wagered_fen: 0 };
  return { requiredFen, reachedFen, missingFen: requiredFen - reachedFen };
}

/** Since the requirement was last met: what was required, and what of it the bets have paid (owed is the rest). */
interface Counters {
  required: number;
  wagered: number;
}

const owedOf = ({ required, wagered }: Counters) => required - wagered;

/**
 * The member's counters, their row locked until the transaction ends (made on first use): an update that
 * changes nothing takes the row lock on PostgreSQL; SQLite's money transactions hold the write lock already.
 */
async function lockedCounters(trx: Kysely<Tables>, memberId: number): Promise<Counters> {
  await trx
    .insertInto('turnover_account')
    .values({ member_id: memberId, required_fen: 0, wagered_fen: 0 })
    .onConflict((conflict) => conflict.column('member_id').doNothing())
    .execute();
  const row = await trx
    .updateTable('turnover_account')
    .set({ required_fen: sql`required_fen` })
    .where('member_id', '=', memberId)
    .returning(['required_fen', 'wagered_fen'])
    .executeTakeFirstOrThrow();
  return { required: row.required_fen, wagered: row.wagered_fen };
}

/**
 * Applies one entry once: a replay of its id (read under the account's lock) changes nothing, and neither does
 * an entry `next` answers undefined for.
 */
async function apply(
  trx: Kysely<Tables>,
  entry: { id: string; memberId: number; kind: TurnoverKind; amountFen: number; percent: number | null; now: number },
  next: (counters: Counters) => Counters | undefined,
): Promise<void> {
  const before = await lockedCounters(trx, entry.memberId);
  const id = `${entry.kind}:${entry.id}`;
  if (await trx.selectFrom('turnover_entry').select('id').where('id', '=', id).executeTakeFirst()) return;
  const after = next(before);
  if (!after) return;
  await trx
    .insertInto('turnover_entry')
    .values({ id, member_id: entry.memberId, kind: entry.kind, amount_fen: entry.amountFen, percent: entry.percent, change_fen: owedOf(after) - owedOf(before), owed_after_fen: owedOf(after), created_at: entry.now })
    .execute();
  await trx.updateTable('turnover_account').set({ required_fen: after.required, wagered_fen: after.wagered }).where('member_id', '=', entry.memberId).execute();
}

/**
 * A credit's turnover requirement, in the transaction that credits it: `percent` percent of `creditFen` added to
 * what the member owes. A requirement added when nothing was owed starts a new count of required and wagered.
 * `id` is the credit's business key (a deposit's order, an application's id…).
 */
export async function addTurnoverRequirement(
  trx: Kysely<Tables>,
  requirement: { id: string; memberId: number; kind: RequirementKind; creditFen: number; percent: number; now: number },
): Promise<void> {
  const change = requiredTurnoverFen(requirement.creditFen, requirement.percent);
  await apply(trx, { ...requirement, amountFen: requirement.creditFen }, (counters) =>
    owedOf(counters) === 0 ? { required: change, wagered: 0 } : { required: counters.required + change, wagered: counters.wagered },
  );
}

/**
 * A settled bet's valid amount counts against what the member owes, in the bet's transaction, once per bet id.
 * With nothing owed it counts for nothing: bets are not banked against requirements to come.
 */
export async function countValidBet(trx: Kysely<Tables>, bet: { betId: string; memberId: number; validFen: number; now: number }): Promise<void> {
  if (bet.validFen <= 0) return;
  await apply(trx, { id: bet.betId, memberId: bet.memberId, kind: TURNOVER_KIND.bet, amountFen: bet.validFen, percent: null, now: bet.now }, (counters) => {
    const owed = owedOf(counters);
    if (owed === 0) return undefined;
    return { required: counters.required, wagered: counters.wagered + Math.min(owed, bet.validFen) };
  });
}
