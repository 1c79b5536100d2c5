/**
 * How the console's lists may be sorted, for the request schemas of calls/admin.ts, the server's queries and
 * the console's tables alike. The columns are names of the wire, not of the database.
 */

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * The columns a list can be sorted by, and the order it has when none is asked; `order` alone missing
 * means the fallback's direction.
 */
export interface ListSorting<Columns extends readonly [string, ...string[]]> {
  columns: Columns;
  fallback: { sort: Columns[number]; order: SortDirection };
}

function listSorting<const Columns extends readonly [string, ...string[]]>(columns: Columns, sort: Columns[number], order: SortDirection): ListSorting<Columns> {
  return { columns, fallback: { sort, order } };
}

/** The review queues: by time, oldest first for the pending rows (the server's exception), newest first otherwise. */
export const QUEUE_SORTING = listSorting(['time', 'amount'], 'time', 'desc');
export const AUDIT_LOG_SORTING = listSorting(['time', 'operator', 'action'], 'time', 'desc');
export const OPERATOR_SORTING = listSorting(['name', 'role', 'created'], 'name', 'asc');

// The members area: members, a member's ledger and records, applications, agents.
/** 会员列表: newest registered first; `registered` and `last_login` were the list's sorts before the column sorts. */
export const MEMBER_SORTING = listSorting(['registered', 'last_login', 'username', 'vip'], 'registered', 'desc');
/** A member's ledger transfers, newest first; the amount is signed from the member's side. */
export const MEMBER_LEDGER_SORTING = listSorting(['time', 'amount'], 'time', 'desc');
/** Each kind of a member's records (deposits, withdrawals, bets, rebates, red packets), newest first. */
export const MEMBER_RECORDS_SORTING = listSorting(['time', 'amount'], 'time', 'desc');
/** The pending promotion applications, oldest first (the order they are worked in). */
export const APPLICATION_SORTING = listSorting(['time', 'username'], 'time', 'asc');
/** The pending agent applications, oldest first (the order they are worked in). */
export const AGENT_SORTING = listSorting(['time', 'username'], 'time', 'asc');

// Content and games: banners, notices, promotions, articles, platforms, games, slot games.

// Money settings and reports: deposit channels, receiving accounts, red-packet rules, VIP tiers, reports.
