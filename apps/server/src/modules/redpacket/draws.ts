import { REDPACKET_GRAB_END_HOUR, REDPACKET_GRAB_START_HOUR } from '@casino/contract/constants';
import { beijingDay, beijingDayStart, beijingHour } from '@casino/contract/time';
import type { Kysely, Selectable } from 'kysely';
import type { RedpacketRuleTable, Tables } from '../../db/schema';
import { REVIEW_STATE } from '@casino/contract/codes';

const HOUR = 3_600_000;

export type GrabWindow = 'READY' | 'STARTING' | 'END';

/** Grabbing is open daily 10:00–12:00 Beijing time. */
export function grabWindow(now: number): GrabWindow {
  const hour = beijingHour(now);
  if (hour < REDPACKET_GRAB_START_HOUR) return 'READY';
  return hour < REDPACKET_GRAB_END_HOUR ? 'STARTING' : 'END';
}

export interface DrawAllowance {
  /** Approved deposits counted for today: from 12:00 the previous day to 10:00 today. */
  depositFen: number;
  rule: Selectable<RedpacketRuleTable> | undefined;
  allowed: number;
  used: number;
  day: string;
  activeRules: Selectable<RedpacketRuleTable>[];
}

export async function drawAllowance(db: Kysely<Tables>, memberId: number, now: number): Promise<DrawAllowance> {
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
