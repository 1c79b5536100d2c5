import { maskAccountNumber } from '@casino/contract/account-numbers';
import { CARD_TYPES, CODES } from '@casino/contract/codes';
import { fenToYuan } from '@casino/contract/money';
import { MEMBER_LEDGER_SORTING, MEMBER_SORTING, type SortDirection } from '@casino/contract/list-sorting';
import { checkMemberSearch } from '@casino/contract/rules/admin-member-search';
import { formatBeijingTime } from '@casino/contract/time';
import type { Page } from '@casino/contract/wire';
import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { ACCOUNT_KIND } from '../../ledger/accounts';
import { availableFen, memberBalances } from '../../ledger/balances';
import { paginate, type PageRequest } from '../../kernel/lists/page';
import { listOrder } from '../../kernel/lists/sort';
import { memberNamed } from '../../kernel/member-lookup';
import { blacklistedBoundAccounts } from '../blacklist/public';
import { blacklistKey } from '@casino/contract/rules/admin-blacklist';
import { linksOf, linksShown } from './member-links';
import { memberMoney } from './member-money';
import { notesOf } from './member-notes';
import { tagsOf } from './member-tags';
import { memberProfile } from './profile';

export type MemberStateName = 'normal' | 'blocked' | 'disabled';

/** A disabled member cannot sign in at all, so disabled is named before blocked. */
export function memberStateOf(member: { isblack: number; status: number }): MemberStateName {
  if (member.status === 0) return 'disabled';
  return member.isblack === 1 ? 'blocked' : 'normal';
}

function whereState(eb: ExpressionBuilder<Tables, 'member'>, state: MemberStateName) {
  if (state === 'disabled') return eb('member.status', '=', 0);
  return eb.and([eb('member.status', '!=', 0), eb('member.isblack', '=', state === 'blocked' ? 1 : 0)]);
}

/** Above every character: `[prefix, prefix + TOP)` is the range of an index holding the values that start with prefix. */
const TOP = '\u{10FFFF}';

export interface MemberSearch {
  q?: string;
  state?: MemberStateName;
  /** One of the member's tags, exactly. */
  tag?: string | undefined;
  sort?: (typeof MEMBER_SORTING.columns)[number] | undefined;
  order?: SortDirection | undefined;
}

/** The members within adminMembers' search and state (the export's too), each with their main wallet's account, nothing selected yet; and the order asked. */
export function membersWithin(db: Kysely<Tables>, search: MemberSearch) {
  const refused = checkMemberSearch(search.q);
  if (refused) throw new BusinessError(refused, CODES.validation);
  const q = search.q?.trim() ?? '';
  const order = listOrder(MEMBER_SORTING, search, { registered: 'member.created_at', last_login: 'member.last_login_at', username: 'member.username_key', vip: 'member.vip' });
  const filtered = db
    .selectFrom('member')
    .leftJoin('account', (join) => join.onRef('account.member_id', '=', 'member.id').on('account.kind', '=', ACCOUNT_KIND.main))
    .where((eb) => {
      const conditions = [];
      if (q !== '') {
        const key = q.toLowerCase();
        conditions.push(
          eb.or([
            eb.and([eb('member.username_key', '>=', key), eb('member.username_key', '<', key + TOP)]),
            eb.and([eb('member.realname', '>=', q), eb('member.realname', '<', q + TOP)]),
            eb.and([eb('member.mobile', '>=', q), eb('member.mobile', '<', q + TOP)]),
          ]),
        );
      }
      if (search.state) conditions.push(whereState(eb, search.state));
      const tag = search.tag?.trim() ?? '';
      if (tag !== '') conditions.push(eb('member.id', 'in', eb.selectFrom('member_tag').select('member_tag.member_id').where('member_tag.tag', '=', tag)));
      return eb.and(conditions);
    });
  return { filtered, order };
}

type MemberOrder = ReturnType<typeof membersWithin>['order'];

/**
 * The member list's order. Members who never logged in come last either way (the databases disagree where nulls
 * go); the other columns are never null and keep a plain order, which PostgreSQL reads from their index either way.
 */
export function inMemberOrder<O>(query: SelectQueryBuilder<Tables, 'member' | 'account', O>, order: MemberOrder) {
  const ordered =
    order.column === 'member.last_login_at'
      ? query.orderBy(order.column, (by) => (order.direction === 'asc' ? by.asc() : by.desc()).nullsLast())
      : query.orderBy(order.column, order.direction);
  return ordered.orderBy('member.id', order.column === 'member.created_at' ? order.direction : 'desc');
}

/** A member row's columns, as the list and its export read them. */
export function memberListColumns<O>(query: SelectQueryBuilder<Tables, 'member' | 'account', O>) {
  return query.select([
    'member.id',
    'member.username',
    'member.realname',
    'member.vip',
    'member.isblack',
    'member.status',
    'member.created_at',
    'member.last_login_at',
    'member.last_login_ip',
    'account.credits_posted',
    'account.debits_posted',
    'account.debits_pending',
  ]);
}

/** The main wallet's available fen of a member row (none yet: 0). */
export function mainWalletFen(row: { credits_posted: number | null; debits_posted: number | null; debits_pending: number | null }): number {
  return availableFen({ credits_posted: row.credits_posted ?? 0, debits_posted: row.debits_posted ?? 0, debits_pending: row.debits_pending ?? 0 });
}

/**
 * Members by the start of username, real name or mobile, each read as a range of its index (migration 0013),
 * newest registered first unless sorted otherwise; every sort column has its index (username: its unique key).
 */
export async function searchMembers(db: Kysely<Tables>, search: MemberSearch, page: PageRequest) {
  const { filtered, order } = membersWithin(db, search);
  const found = await paginate(filtered, (query) => inMemberOrder(memberListColumns(query), order), page, (row) => row);
  const ids = found.data.map((row) => row.id);
  const [links, tags] = await Promise.all([linksOf(db, ids), tagsOf(db, ids)]);
  return {
    ...found,
    data: found.data.map((row) => ({
      username: row.username,
      realname: row.realname,
      vip: row.vip,
      balance: fenToYuan(mainWalletFen(row)),
      state: memberStateOf(row),
      created_at: formatBeijingTime(row.created_at),
      last_login_at: row.last_login_at === null ? null : formatBeijingTime(row.last_login_at),
      last_login_ip: row.last_login_ip,
      linked: new Set(links.get(row.id)?.map((link) => link.username)).size,
      tags: tags.get(row.id) ?? [],
    })),
  };
}

/** All but the last 4 characters hidden: enough for support to match what the member reads out. */
export const maskNumber = maskAccountNumber;

/**
 * The member as support sees them: nothing of it is a secret the member has not shown the site. Bound accounts are
 * masked for every role; a shared account number in the links as `number` shows it (masked but for the roles that pay out).
 */
export async function memberDetail(db: Kysely<Tables>, username: string, now: number, number: (value: string) => string = maskAccountNumber) {
  const member = await memberNamed(db, username);
  const [balances, money, links, tags, notes, cards, sessions, logins, blacklisted] = await Promise.all([
    memberBalances(db, member.id),
    memberMoney(db, member.id),
    linksOf(db, [member.id]),
    tagsOf(db, [member.id]),
    notesOf(db, member.id),
    db.selectFrom('bound_card').select(['type', 'bank', 'bank_no', 'bank_owner']).where('member_id', '=', member.id).orderBy('id').execute(),
    db
      .selectFrom('session')
      .select(['created_at', 'expires_at'])
      .where('member_id', '=', member.id)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .limit(20)
      .execute(),
    db.selectFrom('member_login').select(['created_at', 'ip', 'user_agent']).where('member_id', '=', member.id).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(20).execute(),
    blacklistedBoundAccounts(db, [member.id]),
  ]);
  const listed = blacklisted.get(member.id);
  return {
    ...memberProfile(member),
    isagent: member.isagent === 1,
    vip: member.vip,
    state: memberStateOf(member),
    created_at: formatBeijingTime(member.created_at),
    last_login_at: member.last_login_at === null ? null : formatBeijingTime(member.last_login_at),
    last_login_ip: member.last_login_ip,
    wallets: [
      { wallet: 'main', balance: fenToYuan(balances.mainFen) },
      ...[...balances.byPlatform].map(([platform, fen]) => ({ wallet: platform, balance: fenToYuan(fen) })),
    ],
    money,
    bound_accounts: cards.map((card) => ({
      type: card.type,
      name: card.type === CARD_TYPES.bank ? card.bank : card.type === CARD_TYPES.usdt ? 'USDT' : card.bank,
      number: maskNumber(card.bank_no),
      owner: card.bank_owner,
      blacklisted: listed?.has(blacklistKey(card.bank_no)) ?? false,
    })),
    links: linksShown(links.get(member.id) ?? [], number),
    tags: tags.get(member.id) ?? [],
    notes,
    sessions: sessions.map((s) => ({ created_at: formatBeijingTime(s.created_at), expires_at: formatBeijingTime(s.expires_at) })),
    logins: logins.map((l) => ({ created_at: formatBeijingTime(l.created_at), ip: l.ip, user_agent: l.user_agent })),
  };
}

export interface LedgerLine {
  id: string;
  created_at: string;
  wallet: string;
  kind: string;
  phase: string;
  amount: number;
  memo: string | null;
  ref: string | null;
}

export interface LedgerSort {
  sort?: (typeof MEMBER_LEDGER_SORTING.columns)[number] | undefined;
  order?: SortDirection | undefined;
}

/** The member's wallets (of one wallet filter), by account id: main or the platform's code. */
type WalletsOf = Map<number, string>;

/**
 * The member's transfers within adminMemberLedger's filters (the export's too), nothing selected yet, with the
 * order asked; null when the member has no wallet the filter keeps. A hold and its post or void are one
 * movement: the hold's line, standing as its outcome.
 */
export async function ledgerWithin(db: Kysely<Tables>, username: string, filters: { wallet?: string | undefined; kind?: string | undefined }, sort: LedgerSort = {}) {
  const { wallet, kind } = filters;
  const member = await memberNamed(db, username);
  const order = listOrder(MEMBER_LEDGER_SORTING, sort, { time: 'created_at', amount: 'signed_amount' });
  let accountsQuery = db.selectFrom('account').select(['id', 'kind', 'platform']).where('member_id', '=', member.id);
  if (wallet) accountsQuery = wallet === 'main' ? accountsQuery.where('kind', '=', ACCOUNT_KIND.main) : accountsQuery.where('kind', '=', ACCOUNT_KIND.platform).where('platform', '=', wallet);
  const accounts = await accountsQuery.execute();
  const walletOf: WalletsOf = new Map(accounts.map((a) => [a.id, a.kind === ACCOUNT_KIND.main ? 'main' : a.platform]));
  const ids = [...walletOf.keys()];
  if (ids.length === 0) return { member, transfers: null };
  const filtered = db
    .selectFrom('transfer')
    .leftJoin('transfer as outcome', 'outcome.pending_id', 'transfer.id')
    .where((eb) => eb.or([eb('transfer.debit_account_id', 'in', ids), eb('transfer.credit_account_id', 'in', ids)]))
    .where('transfer.phase', 'in', ['single', 'pending'])
    .$if(kind !== undefined && kind !== '', (query) => query.where('transfer.kind', '=', kind ?? ''));
  return { member, transfers: { filtered, walletOf, order } };
}

type LedgerTransfers = NonNullable<Awaited<ReturnType<typeof ledgerWithin>>['transfers']>;
/** The tables of the ledger's query: transfer, and its outcome left-joined. */
type LedgerTables = LedgerTransfers['filtered'] extends SelectQueryBuilder<infer DB, never, object> ? DB : never;

/** The amount as the line shows it, as a column: out of the member's wallets is negative. */
function withSignedAmount<O>(query: SelectQueryBuilder<LedgerTables, 'transfer' | 'outcome', O>, walletOf: WalletsOf) {
  const ids = [...walletOf.keys()];
  return query.select((eb) => eb.case().when('transfer.debit_account_id', 'in', ids).then(eb.neg('transfer.amount')).else(eb.ref('transfer.amount')).end().as('signed_amount'));
}

/** The ledger's order: by time, ties follow its direction; by amount, equal amounts are newest first. */
function inLedgerOrder<O extends { signed_amount: number }>(query: SelectQueryBuilder<LedgerTables, 'transfer' | 'outcome', O>, order: LedgerTransfers['order']) {
  const timeDirection = order.column === 'created_at' ? order.direction : 'desc';
  return query
    .$if(order.column === 'signed_amount', (ordered) => ordered.orderBy('signed_amount', order.direction))
    .orderBy('transfer.created_at', timeDirection)
    .orderBy('transfer.id', timeDirection);
}

/** The ids of the lines in the ledger's order, at most `limit` (the export's first read). */
export async function ledgerIds({ filtered, walletOf, order }: LedgerTransfers, limit: number): Promise<string[]> {
  return (await inLedgerOrder(withSignedAmount(filtered.select('transfer.id'), walletOf), order).limit(limit).execute()).map((row) => row.id);
}

/** A line's columns, as the ledger and its export read them. */
export function ledgerColumns<O>(query: SelectQueryBuilder<LedgerTables, 'transfer' | 'outcome', O>, walletOf: WalletsOf) {
  return withSignedAmount(
    query.select([
      'transfer.id',
      'transfer.created_at',
      'transfer.kind',
      'transfer.phase',
      'outcome.phase as outcome',
      'transfer.amount',
      'transfer.memo',
      'transfer.ref_type',
      'transfer.ref_id',
      'transfer.debit_account_id',
      'transfer.credit_account_id',
    ]),
    walletOf,
  );
}

type LedgerRow = Awaited<ReturnType<ReturnType<typeof ledgerColumns<object>>['execute']>>[number];

/** A line signed from the member's side; between two of their own wallets (a platform transfer), read from the wallet it leaves. Amounts in fen. */
export function ledgerLineFen(row: LedgerRow, walletOf: WalletsOf) {
  const out = walletOf.has(row.debit_account_id);
  return {
    id: row.id,
    created_at: row.created_at,
    wallet: walletOf.get(out ? row.debit_account_id : row.credit_account_id) ?? '',
    kind: row.kind,
    phase: row.outcome ?? row.phase,
    amountFen: out ? -row.amount : row.amount,
    memo: row.memo,
    ref: row.ref_type === null ? null : `${row.ref_type}:${row.ref_id ?? ''}`,
  };
}

/**
 * The member's transfers, newest first unless sorted by the signed amount or time the other way; each amount
 * is signed from the member's side (+ into their wallet).
 */
export async function memberLedger(db: Kysely<Tables>, username: string, filters: { wallet?: string | undefined; kind?: string | undefined }, page: PageRequest, sort: LedgerSort = {}): Promise<Page<LedgerLine>> {
  const { transfers } = await ledgerWithin(db, username, filters, sort);
  if (transfers === null) return { current_page: page.page, data: [], from: null, to: null, last_page: 1, per_page: page.perPage, total: 0 };
  const { filtered, walletOf, order } = transfers;
  return paginate(filtered, (query) => inLedgerOrder(ledgerColumns(query, walletOf), order), page, (row) => {
    const { amountFen, created_at, ...line } = ledgerLineFen(row, walletOf);
    return { ...line, created_at: formatBeijingTime(created_at), amount: fenToYuan(amountFen) };
  });
}
