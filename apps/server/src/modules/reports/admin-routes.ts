import type { ParsedRequestOf } from '@casino/contract/call';
import { adminDailyReport, adminDailyReportCsv, adminDashboard } from '@casino/contract/calls/reports';
import { beijingDay } from '@casino/contract/time';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCall } from '../../http/route';
import { dailyReport, dailyReportFile } from './daily';
import { dashboard } from './dashboard';

/** The operators' figures: the dashboard and the daily report (also as CSV). */
export function reportsAdminRoutes(admin: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  answerCall(admin, adminDashboard, async ({ input }) => ({ data: await dashboard(db, input.range ?? 'today', clock()) }));

  answerCall(admin, adminDailyReport, async ({ input }) => ({ data: await dailyReport(db, input, beijingDay(clock())) }));

  // A file rather than the envelope: the contract's call says so (csv: true); its query is checked as any call's.
  admin.route({
    method: adminDailyReportCsv.method,
    url: adminDailyReportCsv.path,
    schema: { querystring: adminDailyReportCsv.request },
    handler: async (request, reply) => {
      const file = await dailyReportFile(db, request.query as ParsedRequestOf<typeof adminDailyReportCsv>, beijingDay(clock()));
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${file.name}"`).send(file.csv);
    },
  });
}
