import { dofanshui, getfanshui } from '@casino/contract/calls/rebate';
import { CODES } from '@casino/contract/codes';
import { DEFAULT_PAGE_SIZE } from '@casino/contract/constants';
import { MSG } from '@casino/contract/messages';
import { fenToYuan } from '@casino/contract/money';
import { formatBeijingTime } from '@casino/contract/time';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentMember } from '../../http/auth';
import { BusinessError } from '../../http/business-error';
import { answerMoneyCall } from '../../http/money-call';
import { answerCall } from '../../http/route';
import { ACCOUNT_KIND } from '../../ledger/accounts';
import { memberMain, systemAccount } from '../../ledger/ledger';
import { TRANSFER_KIND } from '../../ledger/transfer-kinds';
import { dateFilterStart } from '../../lists/date-filter';
import { pageSize, paginate } from '../../lists/page';
import { REBATE_STATE } from './rebate-state';
import { addTurnoverRequirement, TURNOVER_KIND } from '../../ledger/turnover';
import { readSite } from '../../site-settings';

export function rebateRoutes(api: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  answerCall(api, getfanshui, async ({ input, request }) => {
    const member = currentMember(request);
    // type: '' all, 1 claimable, 2 claimed.
    const type = String(input.type ?? '').trim();
    let list = db.selectFrom('rebate').where('member_id', '=', member.id).where('created_at', '>=', dateFilterStart(input.date, clock()));
    if (type === '1') list = list.where('state', '=', REBATE_STATE.claimable);
    if (type === '2') list = list.where('state', '=', REBATE_STATE.claimed);
    const platform = (input.api_type ?? '').trim();
    if (platform !== '') list = list.where('platform', '=', platform);
    const sumOf = (state: number) =>
      db
        .selectFrom('rebate')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount_fen'), eb.lit(0)).as('total'))
        .where('member_id', '=', member.id)
        .where('state', '=', state)
        .executeTakeFirstOrThrow();
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
      sumOf(REBATE_STATE.claimed),
      sumOf(REBATE_STATE.claimable),
    ]);
    return { data: { list: page, jisuan: fenToYuan(Number(claimed.total)), nojisuan: fenToYuan(Number(claimable.total)) } };
  });

  answerMoneyCall(api, context, dofanshui, async ({ member, trx, ledger, now }) => {
    const rows = await trx.selectFrom('rebate').select(['id', 'amount_fen']).where('member_id', '=', member.id).where('state', '=', REBATE_STATE.claimable).execute();
    const amount = rows.reduce((sum, r) => sum + r.amount_fen, 0);
    if (amount <= 0) throw new BusinessError(MSG.noRebate, CODES.noRebate);
    const ids = rows.map((r) => r.id);
    // Only rows still claimable are marked: a concurrent claim that got there first leaves this one short, and it is refused.
    const marked = await trx.updateTable('rebate').set({ state: REBATE_STATE.claimed, claimed_at: now }).where('id', 'in', ids).where('state', '=', REBATE_STATE.claimable).executeTakeFirst();
    if (marked.numUpdatedRows !== BigInt(ids.length)) throw new BusinessError(MSG.noRebate, CODES.noRebate);
    const id = `rb:${String(member.id)}:${String(Math.max(...ids))}`;
    await ledger.transfer(id, [{ id, debit: systemAccount(ACCOUNT_KIND.rebates), credit: memberMain(member.id), amount, kind: TRANSFER_KIND.rebate, refType: 'rebate', refId: String(Math.max(...ids)) }]);
    const { rebate_turnover_percent: percent } = await readSite(trx);
    await addTurnoverRequirement(trx, { id, memberId: member.id, kind: TURNOVER_KIND.rebate, creditFen: amount, percent, now });
    return { data: { money: fenToYuan(amount) }, message: MSG.operationOk };
  });
}
