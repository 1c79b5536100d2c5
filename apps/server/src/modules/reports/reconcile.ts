import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { CODES } from '@casino/contract/codes';
import { parseBeijingTime } from '@casino/contract/time';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { readConnections, type Hub88Connection } from '../../integrations/platforms/connections';
import { emptyDayTotals, RECONCILED_KINDS, type DayTotals, type LineKind, type ReconciledKind, type Tally, type TimeRange } from '../../integrations/platforms/day-totals';
import { HUB88_UNITS_PER_FEN } from '../../integrations/platforms/hub88/protocol';
import { remoteWalletOf } from '../../integrations/platforms/registry';
import { fetchHub88Items, tallyHub88Items as tally, type Hub88TransactionItem } from '../../integrations/platforms/hub88/report';
import type { RemoteWallet } from '../../integrations/platforms/provider';
import type { SecretBox } from '../../platform/security/secret-box';

/**
 * One kind of a platform's day: our count and sum against the platform's (null when its report could not be had, or
 * when the protocol offers no way to know it: then `note` says why, and the line is shown without being compared).
 */
export interface ReconciledLine {
  kind: LineKind;
  ours: Tally;
  theirs: Tally | null;
  note?: string;
}

export interface PlatformReconciliation {
  /** The platform's code; a connection reconciled as a whole: its platforms' codes joined by '+'. */
  platform: string;
  name: string;
  /** The platforms the row covers: one, or a whole connection's. */
  platforms: string[];
  /** Why the platform's side is missing: not connected, or its report could not be fetched. */
  error: string | null;
  /** How the row was reconciled when not platform by platform (a connection as a whole), or what a transfer wallet cannot be reconciled on. */
  note: string | null;
  lines: ReconciledLine[];
  /** Both sides known and equal in every kind compared. */
  matched: boolean;
}

export interface Reconciliation {
  day: string;
  platforms: PlatformReconciliation[];
  matched: boolean;
}

/** How a connection's transactions of a time range are asked for (its protocol's report; a test may give another). */
export type FetchItems = (connection: Hub88Connection, range: TimeRange) => Promise<Hub88TransactionItem[]>;

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
 * whose bet we refused or never had). The same rules as the platform's side (integrations/platforms/hub88/report.ts).
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

/** A line is right when both sides are equal, or when it is not compared (no way to know the platform's side, said in its note). */
const lineMatches = (line: ReconciledLine) => (line.theirs === null ? line.note !== undefined : sameTally(line.ours, line.theirs));

/**
 * The connections that share one report: Hub88's Transactions API answers by operator_id (and sub_partner_id when
 * asked), with no filter of game, product or supplier (docs/protocols/hub88.md §12), so every platform connected with
 * the same API URL, operator_id and sub_partner_id gets the same list: it is asked once and split.
 */
const reportKey = (connection: Hub88Connection) => JSON.stringify([connection.apiUrl.replace(/\/+$/, ''), connection.operatorId, connection.subPartnerId ?? null]);

/** Which platforms list each game code: the catalogue's games and slot games of `platforms`. */
async function gamesOf(db: Kysely<Tables>, platforms: readonly string[]): Promise<Map<string, Set<string>>> {
  const owners = new Map<string, Set<string>>();
  if (platforms.length === 0) return owners;
  const add = (code: string, platform: string) => {
    let found = owners.get(code);
    if (!found) owners.set(code, (found = new Set()));
    found.add(platform);
  };
  for (const row of await db.selectFrom('game').select(['platform_name', 'game_code']).where('platform_name', 'in', platforms).execute()) add(row.game_code, row.platform_name);
  for (const row of await db.selectFrom('slot_game').select(['catecode', 'gamecode']).where('catecode', 'in', platforms).execute()) add(row.gamecode, row.catecode);
  return owners;
}

/** The platform our wallet recorded each of `uuids` on (those we have). */
async function recordedPlatforms(db: Kysely<Tables>, uuids: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let index = 0; index < uuids.length; index += 500) {
    const chunk = uuids.slice(index, index + 500);
    for (const row of await db.selectFrom('hub88_transaction').select(['transaction_uuid', 'platform']).where('transaction_uuid', 'in', chunk).execute()) found.set(row.transaction_uuid, row.platform);
  }
  return found;
}

/**
 * Splits a connection's report to its platforms: an item goes to the one platform whose catalogue has its
 * `game_code`; failing that, to the platform our wallet recorded it (or the bet it refers to) on; failing that, to the
 * platform its referenced item went to. An item of a game of a platform connected through another report of the
 * same operator is that report's (asked without a sub_partner_id, Hub88 lists every site's). What is left has no
 * platform: `unsplit`.
 */
async function splitItems(
  db: Kysely<Tables>,
  items: readonly Hub88TransactionItem[],
  platforms: readonly string[],
  elsewhere: ReadonlySet<string>,
): Promise<{ byPlatform: Map<string, Hub88TransactionItem[]>; unsplit: Hub88TransactionItem[] }> {
  const byPlatform = new Map(platforms.map((platform) => [platform, [] as Hub88TransactionItem[]]));
  const unsplit: Hub88TransactionItem[] = [];
  if (platforms.length === 1) {
    byPlatform.set(platforms[0] ?? '', [...items]);
    return { byPlatform, unsplit };
  }
  const owners = await gamesOf(db, [...platforms, ...elsewhere]);
  const ours = new Set(platforms);
  const recorded = await recordedPlatforms(db, [...new Set(items.flatMap((item) => [item.transaction_uuid, ...(item.reference_transaction_uuid ? [item.reference_transaction_uuid] : [])]))]);
  const placed = new Map<string, string>();
  const pending: Hub88TransactionItem[] = [];
  for (const item of items) {
    const byGame = [...(owners.get(item.game_code ?? '') ?? [])];
    if (byGame.length > 0 && byGame.every((platform) => elsewhere.has(platform))) continue;
    const candidates = [byGame.length === 1 ? byGame[0] : undefined, recorded.get(item.transaction_uuid), item.reference_transaction_uuid ? recorded.get(item.reference_transaction_uuid) : undefined];
    const platform = candidates.find((candidate) => candidate !== undefined && ours.has(candidate));
    if (platform === undefined) pending.push(item);
    else {
      placed.set(item.transaction_uuid, platform);
      byPlatform.get(platform)?.push(item);
    }
  }
  for (const item of pending) {
    const platform = item.reference_transaction_uuid ? placed.get(item.reference_transaction_uuid) : undefined;
    if (platform === undefined) unsplit.push(item);
    else byPlatform.get(platform)?.push(item);
  }
  return { byPlatform, unsplit };
}

const sumTotals = (all: readonly DayTotals[]): DayTotals => {
  const sum = emptyDayTotals();
  for (const totals of all) for (const kind of RECONCILED_KINDS) sum[kind] = { count: sum[kind].count + totals[kind].count, fen: sum[kind].fen + totals[kind].fen };
  return sum;
};

/** A transfer-wallet platform's transfers of the range that moved (posted), in and out, by when we placed them. */
async function ourTransfers(db: Kysely<Tables>, platform: string, range: TimeRange): Promise<Record<'in' | 'out', Tally>> {
  const rows = await db
    .selectFrom('platform_transfer')
    .select((eb) => ['direction', eb.fn.countAll<number | string>().as('count'), eb.fn.sum<number | string | null>('amount').as('amount')])
    .where('platform', '=', platform)
    .where('state', '=', 'posted')
    .where('created_at', '>=', range.start)
    .where('created_at', '<', range.end)
    .groupBy('direction')
    .execute();
  const of = (direction: 'in' | 'out') => {
    const row = rows.find((one) => one.direction === direction);
    return { count: Number(row?.count ?? 0), fen: Number(row?.amount ?? 0) };
  };
  return { in: of('in'), out: of('out') };
}

/**
 * A transfer-wallet platform's balance now: ours, what our ledger's platform accounts of its members hold (posted),
 * against the sum of its balance call for each of them; the count is the members. Theirs is null when a balance did not answer.
 */
async function balances(db: Kysely<Tables>, platform: string, wallet: RemoteWallet): Promise<{ ours: Tally; theirs: Tally | null }> {
  const accounts = await db
    .selectFrom('account')
    .select(['member_id', 'credits_posted', 'debits_posted'])
    .where('kind', '=', 'platform')
    .where('platform', '=', platform)
    .where('member_id', 'is not', null)
    .orderBy('member_id')
    .execute();
  const ours = { count: accounts.length, fen: accounts.reduce((sum, row) => sum + row.credits_posted - row.debits_posted, 0) };
  let theirs: Tally | null = { count: 0, fen: 0 };
  for (let index = 0; index < accounts.length && theirs !== null; index += 4) {
    const answers = await Promise.all(accounts.slice(index, index + 4).map((row) => wallet.balance(row.member_id ?? 0).catch(() => undefined)));
    if (answers.some((answer) => answer === undefined)) theirs = null;
    else theirs = { count: theirs.count + answers.length, fen: theirs.fen + answers.reduce<number>((sum, answer) => sum + (answer ?? 0), 0) };
  }
  return { ours, theirs };
}

const lineOf = (kind: LineKind, ours: Tally, theirs: Tally | null, note?: string): ReconciledLine => ({ kind, ours, theirs, ...(note === undefined ? {} : { note }) });

/**
 * A Beijing day per platform, ours against the platform's own report: every connected platform and every platform
 * with wallet transactions that day (or only `platform`). The platforms connected through one report (the same API
 * URL, operator_id and sub_partner_id) share one call, split to them by game (splitItems); when some of it cannot be
 * split, they are reconciled together as one row that says so. A transfer-wallet platform adds its transfers in and
 * out (ours only: the protocol has no list of them) and, on today, the balance held there against ours. A report
 * that cannot be had is said so in its row, and the day does not match.
 */
export async function reconcileDay(
  db: Kysely<Tables>,
  secrets: SecretBox,
  input: { day: string; platform?: string | undefined; now?: number },
  fetchItems: FetchItems = (connection, range) => fetchHub88Items(connection, range),
): Promise<Reconciliation> {
  const range = beijingDayRange(input.day);
  const now = input.now ?? Date.now();
  const [ours, connections, names] = await Promise.all([ourTotals(db, range), readConnections(db, secrets), db.selectFrom('platform').select(['code', 'name']).execute()]);
  const nameOf = (platform: string) => names.find((row) => row.code === platform)?.name ?? platform;
  const oursOf = (platform: string) => ours.get(platform) ?? emptyDayTotals();
  const connectionOf = (platform: string) => connections.find((candidate) => candidate.platform === platform);
  const codes = [...new Set([...connections.map((connection) => connection.platform), ...ours.keys()])].sort();
  const wanted = input.platform === undefined ? codes : [input.platform];

  const groups = new Map<string, Hub88Connection[]>();
  for (const connection of connections) {
    const key = reportKey(connection);
    groups.set(key, [...(groups.get(key) ?? []), connection]);
  }
  const rows: PlatformReconciliation[] = [];
  const done = new Set<string>();
  const dayLines = (mine: DayTotals, theirs: DayTotals | undefined) => RECONCILED_KINDS.map((kind) => lineOf(kind, mine[kind], theirs?.[kind] ?? null));
  for (const platform of wanted) {
    if (done.has(platform)) continue;
    const connection = connectionOf(platform);
    if (!connection) {
      done.add(platform);
      rows.push({ platform, name: nameOf(platform), platforms: [platform], error: ADMIN_MSG.adminReconcileNotConnected, note: null, lines: dayLines(oursOf(platform), undefined), matched: false });
      continue;
    }
    const group = (groups.get(reportKey(connection)) ?? [connection]).map((one) => one.platform).sort();
    const elsewhere = new Set(connection.subPartnerId === undefined ? connections.filter((other) => other.apiUrl === connection.apiUrl && other.operatorId === connection.operatorId && !group.includes(other.platform)).map((other) => other.platform) : []);
    let split: Awaited<ReturnType<typeof splitItems>> | undefined;
    let error: string | null = null;
    try {
      split = await splitItems(db, await fetchItems(connection, range), group, elsewhere);
    } catch (problem) {
      error = `${ADMIN_MSG.adminReconcileFetchFailed}：${problem instanceof Error ? problem.message : String(problem)}`;
    }
    const shown = split && split.unsplit.length > 0 ? [group] : group.filter((one) => input.platform === undefined || one === platform).map((one) => [one]);
    for (const members of shown) {
      for (const one of members) done.add(one);
      const mine = sumTotals(members.map(oursOf));
      const theirs = split ? sumTotals(members.map((one) => tally(split.byPlatform.get(one) ?? []))) : undefined;
      const whole = members.length > 1 && split !== undefined;
      const unsplitGames = split ? [...new Set(split.unsplit.map((item) => item.game_code ?? '-'))] : [];
      const lines = dayLines(mine, whole && split ? sumTotals([theirs ?? emptyDayTotals(), tally(split.unsplit)]) : theirs);
      let note: string | null = whole
        ? ADMIN_MSG.adminReconcileWholeConnection.replace('{count}', String(split?.unsplit.length ?? 0)).replace('{games}', unsplitGames.slice(0, 5).join('、')).replace('{platforms}', members.join('、'))
        : null;
      const only = members.length === 1 ? connectionOf(members[0] ?? '') : undefined;
      const wallet = only && remoteWalletOf(only);
      if (only && wallet) {
        const transfers = await ourTransfers(db, only.platform, range);
        lines.push(lineOf('transfers_in', transfers.in, null, ADMIN_MSG.adminReconcileNoTransferList), lineOf('transfers_out', transfers.out, null, ADMIN_MSG.adminReconcileNoTransferList));
        if (beijingDayRange(input.day).start <= now && now < range.end) {
          const held = await balances(db, only.platform, wallet);
          lines.push(lineOf('balance', held.ours, held.theirs));
        } else lines.push(lineOf('balance', { count: 0, fen: 0 }, null, ADMIN_MSG.adminReconcileBalanceToday));
        note = ADMIN_MSG.adminReconcileNoTransferList;
      }
      rows.push({
        platform: members.join('+'),
        name: members.map(nameOf).join('、'),
        platforms: members,
        error,
        note,
        lines,
        matched: error === null && lines.every(lineMatches),
      });
    }
  }
  // A platform with transactions of ours and no connection any more is in `codes` (not connected): nothing else to add.
  return { day: input.day, platforms: rows, matched: rows.every((row) => row.matched) };
}
