import type { Kysely } from 'kysely';
import type { Tables } from '../../src/platform/db/schema';
import { memberBalances } from '../../src/ledger/balances';

/**
 * Tables a refused request may still write, by design: attempt counters (a wrong password counts), and
 * the stored answer of a money call's Idempotency-Key, which a refusal is too (LEDGER.md), and the log line of
 * every game platform wallet callback and payment gateway notification, refused ones included.
 */
const BOOKKEEPING: readonly (keyof Tables)[] = ['rate_limit', 'money_op', 'platform_callback', 'gateway_notification'];

/** Every table, as a record so that the compiler asks for a table added to the schema. */
const ALL_TABLES: Record<keyof Tables, true> = {
  site: true, vip_tier: true, member: true, session: true, captcha: true, rate_limit: true, banner: true, announcement: true,
  activity_type: true, activity: true, activity_apply: true, inbox_message: true, article: true, platform: true, game: true,
  slot_game: true, agent_apply: true, account: true, transfer: true, money_op: true, pay_channel: true, receiving_account: true,
  bank: true, deposit_order: true, bound_card: true, withdrawal: true, bet: true, game_session: true, rebate: true,
  redpacket_rule: true, redpacket_draw: true, admin_user: true, admin_session: true, admin_recovery_code: true, audit_log: true, member_login: true,
  turnover_account: true, turnover_entry: true, credit_request: true, credit_grant: true, inbox_send: true, platform_connection: true, hub88_transaction: true,
  platform_callback: true, member_note: true, member_tag: true, blacklisted_account: true, platform_transfer: true, platform_bet_cursor: true,
  gateway_connection: true, gateway_notification: true, withdrawal_payout: true, inbox_read: true, recent_game: true, admin_login_device: true,
};

export const WATCHED_TABLES = (Object.keys(ALL_TABLES) as (keyof Tables)[]).filter((table) => !BOOKKEEPING.includes(table));

/** The tables whose rows belong to one member, by member_id. */
const MEMBER_ROWS = ['session', 'activity_apply', 'inbox_message', 'inbox_read', 'agent_apply', 'account', 'deposit_order', 'bound_card', 'withdrawal', 'bet', 'game_session', 'rebate', 'redpacket_draw', 'member_login', 'turnover_account', 'turnover_entry', 'credit_request', 'credit_grant', 'member_note', 'member_tag', 'recent_game'] as const;

/** What a request could change: row counts, each member's own rows, balances and the site's settings. */
export interface FuzzState {
  counts: Record<string, number>;
  /** Per member id: their member row and the rows of MEMBER_ROWS, as JSON. */
  rows: Record<number, Record<string, string>>;
  balances: Record<number, string>;
  site: string;
}

/** The audit log's sign-in rows: every sign-in of a real operator is one, refused ones too, like the attempt counters. */
const SIGN_IN_ACTION = 'adminLogin';

async function countRows(db: Kysely<Tables>): Promise<Record<string, number>> {
  const row = await db
    .selectNoFrom((eb) => [
      ...WATCHED_TABLES.filter((table) => table !== 'audit_log').map((table) => eb.selectFrom(table).select(eb.fn.countAll().as('n')).as(table)),
      eb.selectFrom('audit_log').select(eb.fn.countAll().as('n')).where('action', '<>', SIGN_IN_ACTION).as('audit_log'),
    ])
    .executeTakeFirstOrThrow();
  return Object.fromEntries(Object.entries(row).map(([table, n]) => [table, Number(n)]));
}

async function rowsOf(db: Kysely<Tables>, memberIds: readonly number[]): Promise<Record<number, Record<string, string>>> {
  const result: Record<number, Record<string, string>> = {};
  const members = await db.selectFrom('member').selectAll().where('id', 'in', memberIds).execute();
  for (const id of memberIds) result[id] = { member: JSON.stringify(members.find((m) => m.id === id)) };
  const tables = await Promise.all(MEMBER_ROWS.map((table) => db.selectFrom(table).selectAll().where('member_id', 'in', memberIds).execute()));
  MEMBER_ROWS.forEach((table, index) => {
    const rows = (tables[index] ?? []) as { member_id: number | null }[];
    for (const id of memberIds) {
      const own = result[id];
      if (own) own[table] = JSON.stringify(rows.filter((row) => row.member_id === id));
    }
  });
  return result;
}

export async function readState(db: Kysely<Tables>, memberIds: readonly number[]): Promise<FuzzState> {
  const [counts, rows, site, ...balances] = await Promise.all([
    countRows(db),
    rowsOf(db, memberIds),
    db.selectFrom('site').selectAll().execute(),
    ...memberIds.map((id) => memberBalances(db, id)),
  ]);
  return {
    counts,
    rows,
    site: JSON.stringify(site),
    balances: Object.fromEntries(memberIds.map((id, index) => [id, JSON.stringify(balances[index], (_key, value: unknown) => (value instanceof Map ? [...value] : value))])),
  };
}

/** What differs between two states, as lines a failure report can show. */
export function stateChanges(before: FuzzState, after: FuzzState, memberIds: readonly number[]): string[] {
  const changes: string[] = [];
  for (const table of WATCHED_TABLES) {
    if (before.counts[table] !== after.counts[table]) changes.push(`${table}: ${String(before.counts[table])} → ${String(after.counts[table])} rows`);
  }
  if (before.site !== after.site) changes.push('site settings changed');
  for (const id of memberIds) changes.push(...memberChanges(before, after, id));
  return changes;
}

/** What differs in one member's rows and balances. */
export function memberChanges(before: FuzzState, after: FuzzState, id: number): string[] {
  const changes: string[] = [];
  if (before.balances[id] !== after.balances[id]) changes.push(`member ${String(id)} balances: ${String(before.balances[id])} → ${String(after.balances[id])}`);
  for (const [table, rows] of Object.entries(before.rows[id] ?? {})) {
    if (after.rows[id]?.[table] !== rows) changes.push(`member ${String(id)} ${table} rows: ${rows} → ${String(after.rows[id]?.[table])}`);
  }
  return changes;
}
