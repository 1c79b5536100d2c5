import { randomInt } from 'node:crypto';
import { douserredpacket, redpacket, userredpacket } from '@casino/contract/calls/redpacket';
import { CODES } from '@casino/contract/codes';
import { WELFARE_PAGE_SIZE } from '@casino/contract/constants';
import { MSG } from '@casino/contract/messages';
import { fenToYuan } from '@casino/contract/money';
import { formatBeijingTime } from '@casino/contract/time';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Tables } from '../../db/schema';
import { currentMember } from '../../http/auth';
import { BusinessError } from '../../http/business-error';
import { answerMoneyCall } from '../../http/money-call';
import { answerCall } from '../../http/route';
import { paginate } from '../../lists/page';
import { ACCOUNT_KIND } from '../../ledger/accounts';
import { memberMain, systemAccount } from '../../ledger/ledger';
import { TRANSFER_KIND } from '../../ledger/transfer-kinds';
import { readSite } from '../../site-settings';
import { drawAllowance, grabWindow } from './draws';
import { addTurnoverRequirement, TURNOVER_KIND } from '../../ledger/turnover';

async function assertSwitchOn(db: Kysely<Tables>): Promise<void> {
  if ((await readSite(db)).redpacket_switch !== 1) throw new BusinessError(MSG.redpacketClosed, CODES.forbiddenAction);
}

export function redpacketRoutes(api: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  answerCall(api, userredpacket, async ({ request }) => {
    const member = currentMember(request);
    await assertSwitchOn(db);
    const now = clock();
    const allowance = await drawAllowance(db, member.id, now);
    return {
      data: {
        sendnums: Math.max(0, allowance.allowed - allowance.used),
        acquirednum: allowance.used,
        max_times: Math.max(0, ...allowance.activeRules.map((r) => r.draws)),
        rules: allowance.activeRules.map((r) => ({
          start_time: formatBeijingTime(r.start_time),
          end_time: formatBeijingTime(r.end_time),
          day_flow: fenToYuan(r.day_flow_fen),
          flow_money: fenToYuan(r.flow_money_fen),
          recharge: r.draws,
        })),
        redPacketStatus: grabWindow(now),
      },
    };
  });

  answerMoneyCall(api, context, douserredpacket, async ({ member, trx, ledger, now }) => {
    await assertSwitchOn(trx);
    const window = grabWindow(now);
    if (window === 'READY') throw new BusinessError(MSG.redpacketNotStarted, CODES.forbiddenAction);
    if (window === 'END') throw new BusinessError(MSG.redpacketEnded, CODES.forbiddenAction);
    const allowance = await drawAllowance(trx, member.id, now);
    if (!allowance.rule || allowance.used >= allowance.allowed) throw new BusinessError(MSG.hongbaoNoDraws, CODES.wrongPassword);
    const prize = randomInt(allowance.rule.prize_min_fen, allowance.rule.prize_max_fen + 1);
    const seq = allowance.used + 1;
    // UNIQUE(member_id, day, seq): two concurrent draws cannot both take the same place in the allowance.
    await trx.insertInto('redpacket_draw').values({ member_id: member.id, day: allowance.day, seq, deposit_fen: allowance.depositFen, prize_fen: prize, created_at: now }).execute();
    const id = `rp:${String(member.id)}:${allowance.day}:${String(seq)}`;
    await ledger.transfer(id, [{ id, debit: systemAccount(ACCOUNT_KIND.promotions), credit: memberMain(member.id), amount: prize, kind: TRANSFER_KIND.redpacket, refType: 'redpacket', refId: id }]);
    const { redpacket_turnover_percent: percent } = await readSite(trx);
    await addTurnoverRequirement(trx, { id, memberId: member.id, kind: TURNOVER_KIND.redpacket, creditFen: prize, percent, now });
    return {
      data: { redpacketmoney: fenToYuan(prize), sendnums: allowance.allowed - seq, acquirednum: seq },
      message: MSG.redpacketWon,
    };
  });

  answerCall(api, redpacket, async ({ input, request }) => {
    const member = currentMember(request);
    const page = await paginate(
      db.selectFrom('redpacket_draw').where('member_id', '=', member.id),
      (query) => query.select(['deposit_fen', 'prize_fen', 'created_at']).orderBy('id', 'desc'),
      { page: input?.page ?? 1, perPage: WELFARE_PAGE_SIZE },
      (r) => ({ money: fenToYuan(r.deposit_fen), redpacketmoney: fenToYuan(r.prize_fen), created_at: formatBeijingTime(r.created_at) }),
    );
    return { data: page };
  });
}
