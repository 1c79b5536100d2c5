import type { ParsedRequestOf } from '@casino/contract/call';
import type { betrecord } from '@casino/contract/calls/records';
import { DEFAULT_PAGE_SIZE } from '@casino/contract/constants';
import { fenToYuan } from '@casino/contract/money';
import { formatBeijingTime } from '@casino/contract/time';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { dateFilterStart } from '../../kernel/lists/date-filter';
import { pageSize, paginate } from '../../kernel/lists/page';

/** One page of the member's bets within the date filter, of one platform or all, newest first. */
export function betRecordPage(db: Kysely<Tables>, memberId: number, input: ParsedRequestOf<typeof betrecord>, now: number) {
  const platform = (input.api_type ?? '').trim();
  let bets = db
    .selectFrom('bet')
    .innerJoin('platform', 'platform.code', 'bet.platform')
    .where('bet.member_id', '=', memberId)
    .where('bet.bet_time', '>=', dateFilterStart(input.date, now));
  if (platform !== '') bets = bets.where('bet.platform', '=', platform);
  return paginate(
    bets,
    (query) =>
      query
        .select(['bet.bet_time', 'bet.bet_id', 'platform.name', 'bet.playname', 'bet.playmemo', 'bet.bet_fen', 'bet.win_loss_fen', 'bet.status'])
        .orderBy('bet.bet_time', 'desc')
        .orderBy('bet.id', 'desc'),
    { page: input.page, perPage: pageSize(input.pagesize, DEFAULT_PAGE_SIZE) },
    (r) => ({
      bet_time: formatBeijingTime(r.bet_time),
      bet_id: r.bet_id,
      Code: r.name,
      playname: r.playname,
      playmemo: r.playmemo,
      bet_amount: fenToYuan(r.bet_fen),
      win_loss: fenToYuan(r.win_loss_fen),
      status: r.status,
    }),
  );
}
