import { adminDailyReport, adminDailyReportCsv, adminDashboard, adminPlatformReconcile } from '@casino/contract/calls/reports';
import { beijingDay } from '@casino/contract/time';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCsvCall } from '../../http/csv-route';
import { answerCall } from '../../http/route';
import { dailyReport, dailyReportFile } from './daily';
import { dashboard } from './dashboard';
import { reconciliationAnswer } from './reconcile-answer';

/** The operators' figures: the dashboard and the daily report (also as CSV). */
export function reportsAdminRoutes(admin: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  answerCall(admin, adminDashboard, async ({ input }) => ({ data: await dashboard(db, input.range ?? 'today', clock()) }));

  answerCall(admin, adminDailyReport, async ({ input }) => ({ data: await dailyReport(db, input, beijingDay(clock())) }));

  // A file rather than the envelope: the contract's call says so (csv: true); its query is checked as any call's.
  answerCsvCall(admin, adminDailyReportCsv, async ({ input }) => dailyReportFile(db, input, beijingDay(clock())));

  answerCall(admin, adminPlatformReconcile, async ({ input }) => ({ data: await reconciliationAnswer(db, context.secrets, input, beijingDay(clock())) }));
}
