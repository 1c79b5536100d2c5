import { z } from 'zod';
import { dayFilter, pageValue, paginated, smallIntValue, sortFields, text, yuan } from '../wire';
import { defineCall } from '../call';
import { ROUTES } from '../routes';
import { DAILY_REPORT_SORTING } from '../list-sorting';

/** The operators' figures (extensions): the dashboard and the daily report. */

// reports
const cash = z.object({ count: z.number().int(), sum: yuan });
/** A platform's bets: its code and the name players see (the code where it has none). */
const platformFigures = z.object({ platform: z.string(), name: z.string(), bets: z.number().int(), stake: yuan, wins: yuan, ggr: yuan });
const queue = z.object({ count: z.number().int(), oldest_minutes: z.number().int().nullable() });
/** What was credited to members besides their deposits, the site's profit after it, and what the members' wallets hold. */
const creditedAndOwed = { rebates: yuan, redpackets: yuan, bonuses: yuan, adjustments: yuan, profit: yuan, owed: yuan };
const dayPoint = z.object({ day: z.string(), deposits: yuan, withdrawals: yuan, ggr: yuan });
export const adminDashboard = defineCall({
  ...ROUTES.adminDashboard,
  summary:
    'The dashboard over Beijing calendar days (today, the last 7 or 30 days with today): approved deposits and paid withdrawals (count, sum), net cash, bets, stake and GGR (stake − wins) per platform, new and active members (a session or a bet in the range), rebates, red packets and bonuses paid, operators\' adjustments (credits less debits), the site\'s profit (GGR less rebates, red packets, bonuses and adjustments), the total owed to members now (every member wallet, held withdrawals included), the pending queues with the age of the oldest in minutes, and one point per day for the charts. All figures from the ledger, in yuan',
  request: z.object({ range: z.enum(['today', '7d', '30d']).optional() }),
  data: z.object({
    from: z.string(),
    to: z.string(),
    deposits: cash,
    withdrawals: cash,
    net: yuan,
    bets: z.number().int(),
    stake: yuan,
    ggr: yuan,
    platforms: z.array(platformFigures),
    new_members: z.number().int(),
    active_members: z.number().int(),
    ...creditedAndOwed,
    pending: z.object({ deposits: queue, withdrawals: queue, applications: queue, agents: queue }),
    series: z.array(dayPoint),
  }),
});
/** A day's figures in the daily report, or the whole range's (its totals: sums, and owed at the range's end). */
const reportFigures = z.object({
  deposits: yuan,
  withdrawals: yuan,
  net: yuan,
  bets: z.number().int(),
  stake: yuan,
  wins: yuan,
  ggr: yuan,
  ...creditedAndOwed,
  new_members: z.number().int(),
});
export const adminDailyReport = defineCall({
  ...ROUTES.adminDailyReport,
  summary:
    'One row per Beijing calendar day from/to (both included, up to 366 days; today when left out), newest first unless sorted by day oldest first, paged on the server (per_page up to 50, 31 by default). Each day adds up: its owed (what the members\' wallets held at the day\'s end, held withdrawals included) is the day before\'s plus deposits − withdrawals + rebates + red packets + bonuses + adjustments − GGR; profit is GGR − rebates − red packets − bonuses − adjustments. With a platform, the bets, stake, wins and GGR are that platform\'s and the other figures (profit and owed too) stay the site\'s. `totals` are the whole range\'s (every page): its sums, and owed at its end. Figures from the ledger, in yuan',
  request: z.object({ page: pageValue, per_page: smallIntValue, from: dayFilter, to: dayFilter, platform: text(32).optional(), ...sortFields(DAILY_REPORT_SORTING) }),
  data: paginated(reportFigures.extend({ day: z.string() })).extend({ totals: reportFigures }),
});
export const adminDailyReportCsv = defineCall({
  ...ROUTES.adminDailyReportCsv,
  summary:
    'The daily report of from/to (and platform) as a CSV file for Excel: every day of the range, newest first, Chinese headers, UTF-8 with a byte order mark, named in Content-Disposition',
  request: adminDailyReport.request.omit({ page: true, per_page: true, sort: true, order: true }),
  data: z.string(),
  csv: true,
});
/** A count and its sum in yuan. */
const tally = z.object({ count: z.number().int(), sum: yuan });
/**
 * One kind of a platform's day: ours, the platform's, and ours − theirs (both null when the platform's report could not
 * be had, or when its protocol offers no way to know them: then `note` says why, and the line is not compared). A
 * transfer-wallet platform's transfers in and out of the day, and the balance held there now (count: members).
 */
const reconciledLine = z.object({
  kind: z.enum(['bets', 'wins', 'rollbacks', 'transfers_in', 'transfers_out', 'balance']),
  ours: tally,
  theirs: tally.nullable(),
  difference: tally.nullable(),
  note: z.string().nullable(),
});
export const adminPlatformReconcile = defineCall({
  ...ROUTES.adminPlatformReconcile,
  summary:
    'Reconciliation of a Beijing day (today when left out) per game platform: our bets (accepted and not rolled back), wins and rollbacks (answered OK, with the money they gave back), count and yuan, from the platform wallet\'s transactions, against the platform\'s own report of the day (Hub88: its Transactions API, one call per connection shared by its platforms, split to them by each transaction\'s game; a connection whose report has a transaction of no platform of its own is one row, `platforms` all of them, with `note` saying so), and the difference ours − theirs. A transfer-wallet platform adds its transfers in and out of the day (ours only: the protocol lists none, `note` says so) and, for today, the balance held there against ours. Every connected platform and every platform with transactions that day, or only `platform`. A platform whose report cannot be had (not connected, no answer) has `error` and no theirs; `matched` when both sides are known and equal in every kind compared, for each platform and for the day',
  request: z.object({ day: dayFilter, platform: text(32).optional() }),
  data: z.object({
    day: z.string(),
    matched: z.boolean(),
    platforms: z.array(
      z.object({
        /** The platform's code, or a connection's platforms' codes joined by '+' when its report cannot be split to them that day. */
        platform: z.string(),
        name: z.string(),
        /** The platforms the row covers. */
        platforms: z.array(z.string()),
        error: z.string().nullable(),
        /** Why the row covers a whole connection, or what a transfer wallet's protocol cannot reconcile. */
        note: z.string().nullable(),
        matched: z.boolean(),
        lines: z.array(reconciledLine),
      }),
    ),
  }),
});

const gatewayReconcileDifference = z.object({
  out_trade_no: z.string(),
  username: z.string(),
  /** The order's amount. */
  amount: yuan,
  /** What the gateway says: paid, unpaid, not-found, or unknown (could not be asked). */
  gateway: z.enum(['paid', 'unpaid', 'not-found', 'unknown']),
  gateway_amount: yuan.nullable(),
  /** Whether we credited it. */
  credited: z.boolean(),
  /** Why it is a difference, in Chinese (已付款未入账, 已入账未付款, 金额不符, 无法查询). */
  reason: z.string(),
});
export const adminGatewayReconcile = defineCall({
  ...ROUTES.adminGatewayReconcile,
  summary:
    "Reconciliation of a Beijing day (today when left out) per gateway channel: our gateway deposit orders placed that day, each asked at the gateway (EPay: api.php?act=order), the orders and yuan it reports paid against those we credited, and each order on which the two differ (paid there and not credited here, credited here and not paid there, a different amount, or one the gateway could not be asked about). `matched` when nothing differs, for each channel and for the day",
  request: z.object({ day: dayFilter, channel: text(32).optional() }),
  data: z.object({
    day: z.string(),
    matched: z.boolean(),
    channels: z.array(
      z.object({
        channel: z.string(),
        name: z.string(),
        orders: z.number().int(),
        paid_count: z.number().int(),
        paid_amount: yuan,
        credited_count: z.number().int(),
        credited_amount: yuan,
        matched: z.boolean(),
        differences: z.array(gatewayReconcileDifference),
      }),
    ),
  }),
});
