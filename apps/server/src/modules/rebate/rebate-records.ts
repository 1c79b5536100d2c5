import type { ParsedRequestOf } from '@casino/contract/call';
import type { getfanshui } from '@casino/contract/calls/rebate';
import { DEFAULT_PAGE_SIZE } from '@casino/contract/constants';
import { fenToYuan } from '@casino/contract/money';
import { formatBeijingTime } from '@casino/contract/time';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { dateFilterStart } from '../../kernel/lists/date-filter';
import { pageSize, paginate } from '../../kernel/lists/page';
import { REBATE_STATE } from './rebate-state';

/** The member's total rebates of a state, of all time and platforms, in fen. */
async function rebateTotal(db: Kysely<Tables>, memberId: number, state: number): Promise<number> {
  const { total } = await db
    .selectFrom('rebate')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount_fen'), eb.lit(0)).as('total'))
    .where('member_id', '=', memberId)
    .where('state', '=', state)
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** One page of the member's rebates (type '' all, 1 claimable, 2 claimed; one platform or all; within the date filter), with the totals claimed and claimable. */
export async function rebateRecords(db: Kysely<Tables>, memberId: number, input: ParsedRequestOf<typeof getfanshui>, now: number) {
  const type = String(input.type ?? '').trim();
  let list = db.selectFrom('rebate').where('member_id', '=', memberId).where('created_at', '>=', dateFilterStart(input.date, now));
  if (type === '1') list = list.where('state', '=', REBATE_STATE.claimable);
  if (type === '2') list = list.where('state', '=', REBATE_STATE.claimed);
  const platform = (input.api_type ?? '').trim();
  if (platform !== '') list = list.where('platform', '=', platform);
  const [page, claimed, claimable] = await Promise.all([
    paginate(
      list,
      (query) => query.select(['created_at', 'gamename', 'amount_fen', 'state', 'claimed_at']).orderBy('id', 'desc'),
      { page: input.page, perPage: pageSize(input.pagesize, DEFAULT_PAGE_SIZE) },
      (r) => ({
        created_at: formatBeijingTime(r.created_at),
        gamename: r.gamename,
        money: fenToYuan(r.amount_fen),
        state: r.state,
        updated_at: formatBeijingTime(r.claimed_at ?? r.created_at),
      }),
    ),
    rebateTotal(db, memberId, REBATE_STATE.claimed),
    rebateTotal(db, memberId, REBATE_STATE.claimable),
  ]);
  return { list: page, jisuan: fenToYuan(claimed), nojisuan: fenToYuan(claimable) };
}
