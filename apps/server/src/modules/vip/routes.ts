import { uservip } from '@casino/contract/calls/vip';
import { fenToYuan } from '@casino/contract/money';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCall } from '../../http/route';

/** Hundredths of a percent to the percentage shown (50 -> 0.5). */
const percent = (basisPoints: number) => basisPoints / 100;

export function vipRoutes(api: FastifyInstance, { db }: AppContext): void {
  answerCall(api, uservip, async () => {
    const rows = await db.selectFrom('vip_tier').selectAll().where('status', '=', 1).orderBy('id').execute();
    return {
      data: rows.map((tier) => ({
        id: tier.id,
        vipname: tier.vipname,
        status: 1 as const,
        flow: fenToYuan(tier.flow_fen),
        recharge: fenToYuan(tier.recharge_fen),
        realperson: percent(tier.realperson_bp),
        electron: percent(tier.electron_bp),
        joker: percent(tier.joker_bp),
        sport: percent(tier.sport_bp),
        lottery: percent(tier.lottery_bp),
        e_sport: percent(tier.e_sport_bp),
      })),
    };
  });
}
