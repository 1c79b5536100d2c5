import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { CODES } from '@casino/contract/codes';
import { parseBeijingTime } from '@casino/contract/time';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import { BusinessError } from '../../http/business-error';
import { readConnections, type Hub88Connection } from '../../providers/connections';
import { emptyDayTotals, RECONCILED_KINDS, type DayTotals, type ReconciledKind, type Tally, type TimeRange } from '../../providers/day-totals';
import { HUB88_UNITS_PER_FEN } from '../../providers/hub88/protocol';
import { isSeamless } from '../../providers/registry';
import { fetchHub88Totals } from '../../providers/hub88/report';
import type { SecretBox } from '../../security/secret-box';

/** One kind of a platform's day: our count and sum against the platform's (null when its report could not be had). */
export interface ReconciledLine {
  kind: ReconciledKind;
  ours: Tally;
  theirs: Tally | null;
}

export interface PlatformReconciliation {
  platform: string;
  name: string;
  /** Why the platform's side is missing: not connected, or its report could not be fetched. */
  error: string | null;
  lines: ReconciledLine[];
  /** Both sides known and equal in every kind. */
  matched: boolean;
}

export interface Reconciliation {
  day: string;
  platforms: PlatformReconciliation[];
  matched: boolean;
}

/** How a platform's own totals of a time range are asked for (its protocol's report; a test may give another). */
export type FetchTotals = (connection: Hub88Connection, range: TimeRange) => Promise<DayTotals>;

const DAY = 86_400_000;

/** A Beijing calendar day as its half-open range of moments; refused when it is not a day. */
export function beijingDayRange(day: string): TimeRange {
  const start = /^\d{4}-\d{2}-\d{2}$/.test(day) ? parseBeijingTime(`${day} 00:00:00`) : undefined;
  if (start === undefined) throw new BusinessError(ADMIN_MSG.adminReconcileDay, CODES.validation);
  return { start, end: start + DAY };
}

const fenOf = (amount: number | string | bigint | null) => Math.round(Number(amount ?? 0) / HUB88_UNITS_PER_FEN);

/**
 * Our totals per platform of a time range, from the Hub88 wallet's transactions by when we took them: bets
 * accepted and not rolled back, wins paid, and rollbacks answered RS_OK with the money they gave back (0 for one
 * whose bet we refused or never had). The same rules as the platform's side (providers/hub88/report.ts).
 */
export async function ourTotals(db: Kysely<Tables>, range: TimeRange): Promise<Map<string, DayTotals>> {
  const counted = await db
    .selectFrom('hub88_transaction')
    .select((eb) => ['platform', 'kind', eb.fn.countAll<number | string>().as('count'), eb.fn.sum<number | string | null>('amount').as('amount')])
    .where('created_at', '>=', range.start)
    .where('created_at', '<', range.end)
    .where((eb) => eb.or([eb.and([eb('kind', 'in', ['bet', 'win']), eb('state', '=', 'applied')]), eb('kind', '=', 'rollback')]))
    .groupBy(['platform', 'kind'])
    .execute();
  const refunded = await db
    .selectFrom('hub88_transaction as r')
    .innerJoin('hub88_transaction as b', 'b.transaction_uuid', 'r.reference_uuid')
    .select((eb) => ['r.platform', eb.fn.sum<number | string | null>('b.amount').as('amount')])
    .where('r.kind', '=', 'rollback')
    .where('r.state', '=', 'applied')
    .where('r.created_at', '>=', range.start)
    .where('r.created_at', '<', range.end)
    .groupBy('r.platform')
    .execute();
  const totals = new Map<string, DayTotals>();
  const of = (platform: string) => {
    let found = totals.get(platform);
    if (!found) totals.set(platform, (found = emptyDayTotals()));
    return found;
  };
  for (const row of counted) {
    const kind: ReconciledKind = row.kind === 'bet' ? 'bets' : row.kind === 'win' ? 'wins' : 'rollbacks';
    of(row.platform)[kind] = { count: Number(row.count), fen: kind === 'rollbacks' ? 0 : fenOf(row.amount) };
  }
  for (const row of refunded) of(row.platform).rollbacks.fen = fenOf(row.amount);
  return totals;
}

const sameTally = (a: Tally, b: Tally | null) => b !== null && a.count === b.count && a.fen === b.fen;

/**
 * A Beijing day per platform, ours against the platform's own report: every platform connected to Hub88's
 * seamless wallet and every platform with wallet transactions that day (or only `platform`). A platform's report that cannot be had is
 * said so in its row, and the day does not match.
 */
export async function reconcileDay(
  db: Kysely<Tables>,
  secrets: SecretBox,
  input: { day: string; platform?: string | undefined },
  fetchTotals: FetchTotals = fetchHub88Totals,
): Promise<Reconciliation> {
  const range = beijingDayRange(input.day);
  const [ours, all, names] = await Promise.all([ourTotals(db, range), readConnections(db, secrets), db.selectFrom('platform').select(['code', 'name']).execute()]);
  // A transfer-wallet platform's bets never come through our wallet: there is nothing of ours to hold against its report.
  const connections = all.filter((connection) => isSeamless(connection.protocol));
  const codes = new Set([...connections.map((connection) => connection.platform), ...ours.keys()]);
  const wanted = input.platform === undefined ? [...codes].sort() : [input.platform];
  const platforms = await Promise.all(
    wanted.map(async (platform): Promise<PlatformReconciliation> => {
      const connection = connections.find((candidate) => candidate.platform === platform);
      let theirs: DayTotals | undefined;
      let error: string | null = null;
      if (!connection) error = all.some((other) => other.platform === platform) ? ADMIN_MSG.adminReconcileTransferWallet : ADMIN_MSG.adminReconcileNotConnected;
      else {
        try {
          theirs = await fetchTotals(connection, range);
        } catch (problem) {
          error = `${ADMIN_MSG.adminReconcileFetchFailed}：${problem instanceof Error ? problem.message : String(problem)}`;
        }
      }
      const mine = ours.get(platform) ?? emptyDayTotals();
      const lines = RECONCILED_KINDS.map((kind) => ({ kind, ours: mine[kind], theirs: theirs?.[kind] ?? null }));
      return { platform, name: names.find((row) => row.code === platform)?.name ?? platform, error, lines, matched: error === null && lines.every((line) => sameTally(line.ours, line.theirs)) };
    }),
  );
  return { day: input.day, platforms, matched: platforms.every((row) => row.matched) };
}
