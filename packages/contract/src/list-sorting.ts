/**
 * How the console's lists may be sorted, for the request schemas of the operators' calls (calls/<area>.ts), the server's queries and
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
/**
 * Each in its display order (排序, ties by id or code as the server has them) unless asked otherwise; `shown`
 * is 玩家可见, ascending puts the hidden rows first.
 */
export const BANNER_SORTING = listSorting(['sort', 'id', 'shown'], 'sort', 'asc');
export const ANNOUNCEMENT_SORTING = listSorting(['sort', 'id'], 'sort', 'asc');
export const PROMOTION_SORTING = listSorting(['sort', 'id', 'title', 'shown'], 'sort', 'asc');
/** Articles have no display order: by type. */
export const ARTICLE_SORTING = listSorting(['type', 'title'], 'type', 'asc');
export const PLATFORM_SORTING = listSorting(['sort', 'code', 'name', 'shown'], 'sort', 'asc');
export const GAME_SORTING = listSorting(['sort', 'name', 'hot', 'shown'], 'sort', 'asc');
/** Slot games: by provider, then each provider's display order. */
export const SLOT_GAME_SORTING = listSorting(['provider', 'sort', 'name', 'shown'], 'provider', 'asc');

// Money settings and reports: deposit channels, receiving accounts, red-packet rules, VIP tiers, reports.
/** The deposit channels: the players' order (`sort`, then type) unless sorted by name, amount range ends or state. */
export const PAY_CHANNEL_SORTING = listSorting(['sort', 'name', 'min', 'max', 'enabled'], 'sort', 'asc');
/** The receiving accounts: the players' order (their channel's place, then `sort`, then id) unless sorted by `sort` or state. */
export const RECEIVING_ACCOUNT_SORTING = listSorting(['channel', 'sort', 'enabled'], 'channel', 'asc');
/** The red-packet rules: newest first (by id) unless sorted by their window, deposit band, prize, draws or state. */
export const REDPACKET_RULE_SORTING = listSorting(['id', 'start', 'end', 'flow', 'prize', 'draws', 'enabled'], 'id', 'desc');
/** The VIP tiers: by level unless sorted by a threshold (which cannot fall as the level rises). */
export const VIP_TIER_SORTING = listSorting(['level', 'recharge', 'flow'], 'level', 'asc');
/** The daily report: by day only, newest first (its money columns are computed per day, not stored; see reports-daily.ts). */
export const DAILY_REPORT_SORTING = listSorting(['day'], 'day', 'desc');
