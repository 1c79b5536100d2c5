import { adminDailyReport, adminDailyReportCsv, adminDashboard, adminGatewayReconcile, adminPlatformReconcile } from '@casino/contract/calls/reports';
import { fenToYuan } from '@casino/contract/money';
import { beijingDay } from '@casino/contract/time';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCsvCall } from '../../kernel/lists/csv-route';
import { answerCall } from '../../platform/http/route';
import { dailyReport, dailyReportFile } from './daily';
import { dashboard } from './dashboard';
import { reconcileGatewayDay } from './gateway-reconcile';
import { reconciliationAnswer } from './reconcile-answer';

/** The operators' figures: the dashboard and the daily report (also as CSV). */
export function reportsAdminRoutes(admin: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  answerCall(admin, adminDashboard, async ({ input }) => ({ data: await dashboard(db, input.range ?? 'today', clock()) }));

  answerCall(admin, adminDailyReport, async ({ input }) => ({ data: await dailyReport(db, input, beijingDay(clock())) }));

  // A file rather than the envelope: the contract's call says so (csv: true); its query is checked as any call's.
  answerCsvCall(admin, adminDailyReportCsv, async ({ input }) => dailyReportFile(db, input, beijingDay(clock())));

  answerCall(admin, adminPlatformReconcile, async ({ input }) => {
    const now = clock();
    return { data: await reconciliationAnswer(db, context.secrets, input, beijingDay(now), now) };
  });

  answerCall(admin, adminGatewayReconcile, async ({ input }) => {
    const result = await reconcileGatewayDay(db, context.secrets, { day: input.day || beijingDay(clock()), channel: input.channel?.trim() || undefined });
    return {
      data: {
        day: result.day,
        matched: result.matched,
        channels: result.channels.map((row) => ({
          channel: row.channel,
          name: row.name,
          orders: row.orders,
          paid_count: row.paid.count,
          paid_amount: fenToYuan(row.paid.fen),
          credited_count: row.credited.count,
          credited_amount: fenToYuan(row.credited.fen),
          matched: row.matched,
          differences: row.differences.map((difference) => ({
            out_trade_no: difference.outTradeNo,
            username: difference.username,
            amount: fenToYuan(difference.amountFen),
            gateway: difference.gateway,
            gateway_amount: difference.gatewayFen === null ? null : fenToYuan(difference.gatewayFen),
            credited: difference.credited,
            reason: difference.reason,
          })),
        })),
      },
    };
  });
}
