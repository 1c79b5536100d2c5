import { BEIJING_UTC_OFFSET_MINUTES } from '@casino/contract/constants';
import { beijingDay } from '@casino/contract/time';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { ACCOUNT_KIND } from '../../ledger/accounts';
import { TRANSFER_KIND } from '../../ledger/transfer-kinds';

const DAY = 86_400_000;
const OFFSET = BEIJING_UTC_OFFSET_MINUTES * 60_000;

/** Half-open [start, end) in epoch millis, whole Beijing days. */
export interface DayRange {
  start: number;
  end: number;
}

/** The figures of one Beijing day (or a whole range), integer fen. */
export interface DayFigures {
  depositCount: number;
  deposits: number;
  withdrawalCount: number;
  withdrawals: number;
  rebates: number;
  redpackets: number;
  bonuses: number;
  /** Operators' adjustments: credits to members less debits. */
  adjustments: number;
  newMembers: number;
  platforms: Map<string, PlatformFigures>;
}

export interface PlatformFigures {
  bets: number;
  stake: number;
  wins: number;
}

const emptyDay = (): DayFigures => ({ depositCount: 0, deposits: 0, withdrawalCount: 0, withdrawals: 0, rebates: 0, redpackets: 0, bonuses: 0, adjustments: 0, newMembers: 0, platforms: new Map() });

/** The Beijing day number of a moment, as SQL on both dialects computes it (integer division). */
const dayNumberOf = (column: string) => sql<number | string>`(${sql.ref(column)} + ${sql.lit(OFFSET)}) / ${sql.lit(DAY)}`;
const dayOfNumber = (dayNumber: number) => beijingDay(dayNumber * DAY - OFFSET);

const KINDS = [TRANSFER_KIND.deposit, TRANSFER_KIND.withdrawal, TRANSFER_KIND.bet, TRANSFER_KIND.win, TRANSFER_KIND.rebate, TRANSFER_KIND.redpacket, TRANSFER_KIND.bonus, TRANSFER_KIND.adjustment];

/**
 * Each Beijing day of the range that has figures, by YYYY-MM-DD. Money is read from the ledger's transfers
 * that moved it: single ones and the posts of holds (a withdrawal is paid when its hold is posted). A bet's or
 * a win's platform is its house account's (the demo's bets leave a platform wallet, a seamless platform's the
 * main wallet: both reach the platform's house); an adjustment counts up when the adjustments account paid it
 * (a credit to the member) and down otherwise. A reversal (a rolled-back bet) counts against its kind on the day
 * it happened, so each day still adds up to the ledger; a failed game launch's reversed transfer into a platform
 * is not among the kinds read.
 */
export async function dailyFigures(db: Kysely<Tables>, { start, end }: DayRange): Promise<Map<string, DayFigures>> {
  const moved = await db
    .selectFrom('transfer')
    .innerJoin('account as debit', 'debit.id', 'transfer.debit_account_id')
    .innerJoin('account as credit', 'credit.id', 'transfer.credit_account_id')
    .select((eb) => [
      dayNumberOf('transfer.created_at').as('day_number'),
      'transfer.kind',
      'debit.kind as debit_kind',
      'debit.platform as debit_platform',
      'credit.kind as credit_kind',
      'credit.platform as credit_platform',
      eb.case().when('transfer.reverses_id', 'is', null).then(0).else(1).end().as('reversal'),
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string>('transfer.amount').as('total'),
    ])
    .where('transfer.created_at', '>=', start)
    .where('transfer.created_at', '<', end)
    .where('transfer.kind', 'in', KINDS)
    .where('transfer.phase', 'in', ['single', 'post'])
    .groupBy(['day_number', 'transfer.kind', 'debit.kind', 'debit.platform', 'credit.kind', 'credit.platform', 'reversal'])
    .execute();
  const joined = await db
    .selectFrom('member')
    .select((eb) => [dayNumberOf('created_at').as('day_number'), eb.fn.countAll<number | string>().as('count')])
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .groupBy('day_number')
    .execute();

  const days = new Map<string, DayFigures>();
  const dayOf = (dayNumber: number | string) => {
    const key = dayOfNumber(Number(dayNumber));
    const found = days.get(key) ?? emptyDay();
    days.set(key, found);
    return found;
  };
  for (const row of moved) {
    const figures = dayOf(row.day_number);
    // A reversal moves its kind's money back: it counts as minus one of them.
    const sign = row.reversal === 1 ? -1 : 1;
    const count = sign * Number(row.count);
    const total = sign * Number(row.total);
    if (row.kind === TRANSFER_KIND.deposit) Object.assign(figures, { depositCount: figures.depositCount + count, deposits: figures.deposits + total });
    else if (row.kind === TRANSFER_KIND.withdrawal) Object.assign(figures, { withdrawalCount: figures.withdrawalCount + count, withdrawals: figures.withdrawals + total });
    else if (row.kind === TRANSFER_KIND.rebate) figures.rebates += total;
    else if (row.kind === TRANSFER_KIND.redpacket) figures.redpackets += total;
    else if (row.kind === TRANSFER_KIND.bonus) figures.bonuses += total;
    else if (row.kind === TRANSFER_KIND.adjustment) figures.adjustments += row.debit_kind === ACCOUNT_KIND.adjustments ? total : -total;
    else {
      const house = row.credit_kind === ACCOUNT_KIND.house ? row.credit_platform : row.debit_platform;
      const platform = figures.platforms.get(house) ?? { bets: 0, stake: 0, wins: 0 };
      if (row.kind === TRANSFER_KIND.bet) Object.assign(platform, { bets: platform.bets + count, stake: platform.stake + total });
      else platform.wins += total;
      figures.platforms.set(house, platform);
    }
  }
  for (const row of joined) dayOf(row.day_number).newMembers += Number(row.count);
  return days;
}

/** The figures of several days together. */
export function sumFigures(days: Iterable<DayFigures>): DayFigures {
  const total = emptyDay();
  for (const day of days) {
    for (const key of ['depositCount', 'deposits', 'withdrawalCount', 'withdrawals', 'rebates', 'redpackets', 'bonuses', 'adjustments', 'newMembers'] as const) total[key] += day[key];
    for (const [name, figures] of day.platforms) {
      const platform = total.platforms.get(name) ?? { bets: 0, stake: 0, wins: 0 };
      total.platforms.set(name, { bets: platform.bets + figures.bets, stake: platform.stake + figures.stake, wins: platform.wins + figures.wins });
    }
  }
  return total;
}

/** A day's bets, stake and wins over its platforms, or of one platform. */
export function betsOf(figures: DayFigures, platform?: string): PlatformFigures {
  const chosen = platform === undefined ? [...figures.platforms.values()] : [figures.platforms.get(platform) ?? { bets: 0, stake: 0, wins: 0 }];
  return chosen.reduce((sum, p) => ({ bets: sum.bets + p.bets, stake: sum.stake + p.stake, wins: sum.wins + p.wins }), { bets: 0, stake: 0, wins: 0 });
}

/** The site's result of a day or range: what the games won, less what was given back or credited to members. */
export function profitOf(figures: DayFigures): number {
  const { stake, wins } = betsOf(figures);
  return stake - wins - figures.rebates - figures.redpackets - figures.bonuses - figures.adjustments;
}

/** What the members' wallets hold now (main and platform wallets, posted: a held withdrawal is still owed). */
export async function owedNow(db: Kysely<Tables>): Promise<number> {
  const row = await db
    .selectFrom('account')
    .select((eb) => [eb.fn.sum<number | string | null>('credits_posted').as('credits'), eb.fn.sum<number | string | null>('debits_posted').as('debits')])
    .where('member_id', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.credits ?? 0) - Number(row.debits ?? 0);
}

/**
 * What the members' wallets held at the end of each Beijing day of the range, by YYYY-MM-DD: what they hold
 * now less what every transfer between them and the site moved after that day, both read from one snapshot.
 */
export async function owedAtDayEnds(db: Kysely<Tables>, range: DayRange): Promise<Map<string, number>> {
  const { moved, heldNow } = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => ({ moved: await movedToMembersSince(trx, range.start), heldNow: await owedNow(trx) }));
  const toMembersOn = new Map(moved.map((row) => [Number(row.day_number), Number(row.to_members)]));
  const lastDay = Math.max((range.end - DAY + OFFSET) / DAY, ...toMembersOn.keys());
  const owed = new Map<string, number>();
  let held = heldNow;
  for (let day = lastDay; day >= (range.start + OFFSET) / DAY; day -= 1) {
    if (day * DAY - OFFSET < range.end) owed.set(dayOfNumber(day), held);
    held -= toMembersOn.get(day) ?? 0;
  }
  return owed;
}

/** Per Beijing day from `start` on, what the site's transfers moved to its members' wallets (less what they took). */
function movedToMembersSince(db: Kysely<Tables>, start: number) {
  return db
    .selectFrom('transfer')
    .innerJoin('account as debit', 'debit.id', 'transfer.debit_account_id')
    .innerJoin('account as credit', 'credit.id', 'transfer.credit_account_id')
    .select([
      dayNumberOf('transfer.created_at').as('day_number'),
      sql<number | string>`sum(case when ${sql.ref('credit.member_id')} is not null then ${sql.ref('transfer.amount')} else 0 end) - sum(case when ${sql.ref('debit.member_id')} is not null then ${sql.ref('transfer.amount')} else 0 end)`.as('to_members'),
    ])
    .where('transfer.created_at', '>=', start)
    .where('transfer.phase', 'in', ['single', 'post'])
    .groupBy('day_number')
    .execute();
}

/** Members with a session opened or a bet placed in the range. */
export async function activeMembers(db: Kysely<Tables>, { start, end }: DayRange): Promise<number> {
  const row = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('session')
        .select('member_id')
        .where('created_at', '>=', start)
        .where('created_at', '<', end)
        .union(eb.selectFrom('bet').select('member_id').where('bet_time', '>=', start).where('bet_time', '<', end))
        .as('active'),
    )
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** What waits for an operator in one queue: how many, and since when the oldest waits. */
export interface Queue {
  count: number;
  oldestAt: number | null;
}

/** The pending deposits, withdrawals, promotion and agent applications. */
export async function pendingQueues(db: Kysely<Tables>, pendingState: number): Promise<Record<'deposits' | 'withdrawals' | 'applications' | 'agents', Queue>> {
  const queueOf = async (table: 'deposit_order' | 'withdrawal' | 'activity_apply' | 'agent_apply'): Promise<Queue> => {
    const row = await db
      .selectFrom(table)
      .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min<number | string | null>('created_at').as('oldest')])
      .where('state', '=', pendingState)
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), oldestAt: row.oldest === null ? null : Number(row.oldest) };
  };
  const [deposits, withdrawals, applications, agents] = await Promise.all([queueOf('deposit_order'), queueOf('withdrawal'), queueOf('activity_apply'), queueOf('agent_apply')]);
  return { deposits, withdrawals, applications, agents };
}
