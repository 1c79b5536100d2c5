import type { DataOf } from '@casino/contract/call';
import type { adminMemberRecords, MEMBER_RECORD_KINDS } from '@casino/contract/calls/account';
import { betStatusLabel, FUNDS_STATE_LABELS, REDPACKET_DRAW_LABEL, rebateStateLabel, UNDEFINED_LABEL } from '@casino/contract/labels';
import { MEMBER_RECORDS_SORTING, type SortDirection } from '@casino/contract/list-sorting';
import { fenToYuan } from '@casino/contract/money';
import { formatBeijingTime } from '@casino/contract/time';
import type { Page } from '@casino/contract/wire';
import type { Kysely, SelectQueryBuilder, StringReference } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { paginate, type PageRequest } from '../../kernel/lists/page';
import { listOrder } from '../../kernel/lists/sort';
import { memberNamed } from '../../kernel/member-lookup';

export type MemberRecordKind = (typeof MEMBER_RECORD_KINDS)[number];
type MemberRecord = DataOf<typeof adminMemberRecords>['data'][number];

const fundsStateLabel = (state: number) => FUNDS_STATE_LABELS[state] ?? UNDEFINED_LABEL;

export interface MemberRecordsSort {
  sort?: (typeof MEMBER_RECORDS_SORTING.columns)[number] | undefined;
  order?: SortDirection | undefined;
}

/** The columns a kind's rows are ordered by: its time and amount, and the id that breaks ties. */
interface RecordColumns<DB, TB extends keyof DB> {
  time: StringReference<DB, TB>;
  amount: StringReference<DB, TB>;
  id: StringReference<DB, TB>;
}

/**
 * One page of a kind's rows: `select` picks its columns, ordered by its time or amount as asked, the id breaking
 * ties (in time's direction; newest first by amount).
 */
function recordPage<DB, TB extends keyof DB, O, Row>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  select: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>,
  columns: RecordColumns<DB, TB>,
  sort: MemberRecordsSort,
  page: PageRequest,
  toRecord: (row: Row) => MemberRecord,
): Promise<Page<MemberRecord>> {
  const order = listOrder(MEMBER_RECORDS_SORTING, sort, { time: columns.time, amount: columns.amount });
  const tie = order.column === columns.time ? order.direction : 'desc';
  return paginate(filtered, (query) => select(query).orderBy(order.column, order.direction).orderBy(columns.id, tie), page, toRecord);
}

/**
 * One kind of the member's records, newest first unless sorted by time or amount; only their own rows, each
 * read through its member_id index.
 */
export async function memberRecords(db: Kysely<Tables>, username: string, kind: MemberRecordKind, page: PageRequest, sort: MemberRecordsSort = {}): Promise<Page<MemberRecord>> {
  const { id } = await memberNamed(db, username);
  switch (kind) {
    case 'deposit':
      return recordPage(
        db.selectFrom('deposit_order').leftJoin('pay_channel', 'pay_channel.type', 'deposit_order.channel').where('deposit_order.member_id', '=', id),
        (query) => query.select(['deposit_order.out_trade_no', 'deposit_order.created_at', 'deposit_order.channel', 'pay_channel.name', 'deposit_order.amount_fen', 'deposit_order.state']),
        { time: 'deposit_order.created_at', amount: 'deposit_order.amount_fen', id: 'deposit_order.id' },
        sort,
        page,
        (r) => ({ id: r.out_trade_no, created_at: formatBeijingTime(r.created_at), detail: r.name ?? r.channel, amount: fenToYuan(r.amount_fen), win_loss: null, state: fundsStateLabel(r.state) }),
      );
    case 'withdrawal':
      return recordPage(
        db.selectFrom('withdrawal').where('member_id', '=', id),
        (query) => query.select(['order_no', 'created_at', 'bank', 'bank_no', 'amount_fen', 'state']),
        { time: 'created_at', amount: 'amount_fen', id: 'id' },
        sort,
        page,
        (r) => ({ id: r.order_no, created_at: formatBeijingTime(r.created_at), detail: `${r.bank} 尾号${r.bank_no.slice(-4)}`, amount: fenToYuan(r.amount_fen), win_loss: null, state: fundsStateLabel(r.state) }),
      );
    case 'bet':
      return recordPage(
        db.selectFrom('bet').leftJoin('platform', 'platform.code', 'bet.platform').where('bet.member_id', '=', id),
        (query) => query.select(['bet.bet_id', 'bet.bet_time', 'bet.platform', 'platform.name', 'bet.playname', 'bet.bet_fen', 'bet.win_loss_fen', 'bet.status']),
        { time: 'bet.bet_time', amount: 'bet.bet_fen', id: 'bet.id' },
        sort,
        page,
        (r) => ({ id: r.bet_id, created_at: formatBeijingTime(r.bet_time), detail: `${r.name ?? r.platform} · ${r.playname}`, amount: fenToYuan(r.bet_fen), win_loss: fenToYuan(r.win_loss_fen), state: betStatusLabel(r.status) }),
      );
    case 'rebate':
      return recordPage(
        db.selectFrom('rebate').leftJoin('platform', 'platform.code', 'rebate.platform').where('rebate.member_id', '=', id),
        (query) => query.select(['rebate.id', 'rebate.created_at', 'rebate.platform', 'platform.name', 'rebate.gamename', 'rebate.amount_fen', 'rebate.state']),
        { time: 'rebate.created_at', amount: 'rebate.amount_fen', id: 'rebate.id' },
        sort,
        page,
        (r) => ({ id: String(r.id), created_at: formatBeijingTime(r.created_at), detail: `${r.name ?? r.platform} · ${r.gamename}`, amount: fenToYuan(r.amount_fen), win_loss: null, state: rebateStateLabel(r.state) }),
      );
    case 'redpacket':
      return recordPage(
        db.selectFrom('redpacket_draw').where('member_id', '=', id),
        (query) => query.select(['day', 'seq', 'created_at', 'deposit_fen', 'prize_fen']),
        { time: 'created_at', amount: 'prize_fen', id: 'id' },
        sort,
        page,
        (r) => ({ id: `${r.day}#${String(r.seq)}`, created_at: formatBeijingTime(r.created_at), detail: `当日存款 ${fenToYuan(r.deposit_fen).toFixed(2)} 元`, amount: fenToYuan(r.prize_fen), win_loss: null, state: REDPACKET_DRAW_LABEL }),
      );
  }
}
