import { randomInt } from 'node:crypto';
import type { ParsedRequestOf } from '@casino/contract/call';
import type { redpacket } from '@casino/contract/calls/redpacket';
import { CODES, REVIEW_STATE } from '@casino/contract/codes';
import { REDPACKET_GRAB_END_HOUR, REDPACKET_GRAB_START_HOUR, WELFARE_PAGE_SIZE } from '@casino/contract/constants';
import { MSG } from '@casino/contract/messages';
import { fenToYuan } from '@casino/contract/money';
import { beijingDay, beijingDayStart, beijingHour, formatBeijingTime } from '@casino/contract/time';
import type { Kysely, Selectable } from 'kysely';
import type { RedpacketRuleTable, Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { ACCOUNT_KIND } from '../../ledger/accounts';
import { memberMain, systemAccount, type Ledger } from '../../ledger/ledger';
import { TRANSFER_KIND } from '../../ledger/transfer-kinds';
import { addTurnoverRequirement, TURNOVER_KIND } from '../../ledger/turnover';
import { paginate } from '../../kernel/lists/page';
import { readSite } from '../../kernel/site-settings';
import { assertSwitchOn } from './switch';

const HOUR = 3_600_000;

type GrabWindow = 'READY' | 'STARTING' | 'END';

/** Grabbing is open daily 10:00–12:00 Beijing time. */
function grabWindow(now: number): GrabWindow {
  const hour = beijingHour(now);
  if (hour < REDPACKET_GRAB_START_HOUR) return 'READY';
  return hour < REDPACKET_GRAB_END_HOUR ? 'STARTING' : 'END';
}

interface DrawAllowance {
  /** Approved deposits counted for today: from 12:00 the previous day to 10:00 today. */
  depositFen: number;
  rule: Selectable<RedpacketRuleTable> | undefined;
  allowed: number;
  used: number;
  day: string;
  activeRules: Selectable<RedpacketRuleTable>[];
}

async function drawAllowance(db: Kysely<Tables>, memberId: number, now: number): Promise<DrawAllowance> {
  const today = beijingDayStart(now);
  const day = beijingDay(now);
  const [deposits, activeRules, used] = await Promise.all([
    db
      .selectFrom('deposit_order')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount_fen'), eb.lit(0)).as('total'))
      .where('member_id', '=', memberId)
      .where('state', '=', REVIEW_STATE.approved)
      .where('created_at', '>=', today - 12 * HOUR)
      .where('created_at', '<', today + REDPACKET_GRAB_START_HOUR * HOUR)
      .executeTakeFirstOrThrow(),
    db.selectFrom('redpacket_rule').selectAll().where('status', '=', 1).where('start_time', '<=', now).where('end_time', '>=', now).orderBy('day_flow_fen').execute(),
    db.selectFrom('redpacket_draw').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).where('day', '=', day).executeTakeFirstOrThrow(),
  ]);
  const depositFen = Number(deposits.total);
  const rule = activeRules
    .filter((r) => r.day_flow_fen <= depositFen && depositFen <= r.flow_money_fen)
    .sort((a, b) => b.draws - a.draws)[0];
  return { depositFen, rule, allowed: rule?.draws ?? 0, used: used.n, day, activeRules };
}

/** What the member may still draw today, the active rules and whether grabbing is open; refused while the switch is off. */
export async function redpacketStatus(db: Kysely<Tables>, memberId: number, now: number) {
  await assertSwitchOn(db);
  const allowance = await drawAllowance(db, memberId, now);
  return {
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
    server_time: now,
  };
}

/**
 * One draw of the member's allowance while grabbing is open: a random prize within the rule's range, credited from
 * the promotions account with its turnover requirement. Refused while the switch is off or with no draw left.
 */
export async function drawRedpacket(trx: Kysely<Tables>, ledger: Ledger, memberId: number, now: number) {
  await assertSwitchOn(trx);
  const window = grabWindow(now);
  if (window === 'READY') throw new BusinessError(MSG.redpacketNotStarted, CODES.forbiddenAction);
  if (window === 'END') throw new BusinessError(MSG.redpacketEnded, CODES.forbiddenAction);
  // UNIQUE(member_id, day, seq): two concurrent draws cannot both take the same place in the allowance. The
  // one that finds its place taken (on PostgreSQL, once the other draw has committed) reads the allowance
  // again and takes the next place, or is refused as any draw beyond it: a lost race is never an error
  // (#41 item 8). Each pass finds one more draw taken, so this ends within the allowance.
  for (;;) {
    const allowance = await drawAllowance(trx, memberId, now);
    if (!allowance.rule || allowance.used >= allowance.allowed) throw new BusinessError(MSG.hongbaoNoDraws, CODES.wrongPassword);
    const prize = randomInt(allowance.rule.prize_min_fen, allowance.rule.prize_max_fen + 1);
    const seq = allowance.used + 1;
    const taken = await trx
      .insertInto('redpacket_draw')
      .values({ member_id: memberId, day: allowance.day, seq, deposit_fen: allowance.depositFen, prize_fen: prize, created_at: now })
      .onConflict((conflict) => conflict.columns(['member_id', 'day', 'seq']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (taken) return payDraw(trx, ledger, { memberId, day: allowance.day, seq, prize, allowed: allowance.allowed, now });
  }
}

/** The prize of the draw just taken, credited from the promotions account with its turnover requirement. */
async function payDraw(trx: Kysely<Tables>, ledger: Ledger, { memberId, day, seq, prize, allowed, now }: { memberId: number; day: string; seq: number; prize: number; allowed: number; now: number }) {
  const id = `rp:${String(memberId)}:${day}:${String(seq)}`;
  await ledger.transfer(id, [{ id, debit: systemAccount(ACCOUNT_KIND.promotions), credit: memberMain(memberId), amount: prize, kind: TRANSFER_KIND.redpacket, refType: 'redpacket', refId: id }]);
  const { redpacket_turnover_percent: percent } = await readSite(trx);
  await addTurnoverRequirement(trx, { id, memberId, kind: TURNOVER_KIND.redpacket, creditFen: prize, percent, now });
  return { redpacketmoney: fenToYuan(prize), sendnums: allowed - seq, acquirednum: seq };
}

/** One page of the member's draws, newest first. */
export function memberDrawPage(db: Kysely<Tables>, memberId: number, input: ParsedRequestOf<typeof redpacket>) {
  return paginate(
    db.selectFrom('redpacket_draw').where('member_id', '=', memberId),
    (query) => query.select(['deposit_fen', 'prize_fen', 'created_at']).orderBy('id', 'desc'),
    { page: input?.page ?? 1, perPage: WELFARE_PAGE_SIZE },
    (r) => ({ money: fenToYuan(r.deposit_fen), redpacketmoney: fenToYuan(r.prize_fen), created_at: formatBeijingTime(r.created_at) }),
  );
}
