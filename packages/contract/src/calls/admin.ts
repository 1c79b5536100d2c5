import { z } from 'zod';
import { ADMIN_ROLES } from '../admin-roles';
import { defineCall } from '../call';
import { GAME_CATEGORY_IDS, PAY_RANGE_TYPES, WITHDRAWAL_FLAG_LABELS, type WithdrawalFlag } from '../codes';
import {
  AGENT_SORTING,
  ANNOUNCEMENT_SORTING,
  APPLICATION_SORTING,
  ARTICLE_SORTING,
  AUDIT_LOG_SORTING,
  BANNER_SORTING,
  DAILY_REPORT_SORTING,
  GAME_SORTING,
  MEMBER_LEDGER_SORTING,
  MEMBER_RECORDS_SORTING,
  MEMBER_SORTING,
  OPERATOR_SORTING,
  PAY_CHANNEL_SORTING,
  PLATFORM_SORTING,
  PROMOTION_SORTING,
  QUEUE_SORTING,
  RECEIVING_ACCOUNT_SORTING,
  REDPACKET_RULE_SORTING,
  SLOT_GAME_SORTING,
  VIP_TIER_SORTING,
} from '../list-sorting';
import { ROUTES } from '../routes';
import { GAME_IMAGE_MAX, GAME_NAME_MAX, PLATFORM_NAME_MAX } from '../rules/admin-games';
import { emptyBody, formText, formValue, idValue, optionalFilter, pageValue, paginated, smallIntValue, sortFields, text, yuan } from '../wire';

/** Operator calls (extensions): the same operations as `npm run admin`, with an admin token. */

const done = z.array(z.never());

export const adminLogin = defineCall({
  ...ROUTES.adminLogin,
  summary: 'Sign an operator in with name, password and the 6-digit TOTP code of their authenticator app; answers an admin token (12 h, or 30 min idle)',
  request: z.object({ name: formText, password: formText, code: formText }),
  data: z.object({ token: z.string(), name: z.string(), role: z.enum(ADMIN_ROLES) }),
});

export const adminLogout = defineCall({
  ...ROUTES.adminLogout,
  summary: 'End the operator session',
  request: emptyBody,
  data: done,
});

export const adminLogoutAll = defineCall({
  ...ROUTES.adminLogoutAll,
  summary: 'End every session of the signed-in operator, on every device',
  request: emptyBody,
  data: done,
});

export const adminMe = defineCall({
  ...ROUTES.adminMe,
  summary: 'The signed-in operator: name and role',
  request: z.object({}),
  data: z.object({ name: z.string(), role: z.enum(ADMIN_ROLES) }),
});

/** A Beijing calendar day of a queue's date filter, YYYY-MM-DD; '' for none. */
const queueDay = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/).optional();
const reviewState = z.enum(['pending', 'approved', 'refused']);

/** The filters both review queues take; every one optional, so `{}` still asks for the pending rows. */
const queueFilters = {
  page: pageValue,
  per_page: smallIntValue,
  /** Submitted on these Beijing days, both included. */
  from: queueDay,
  to: queueDay,
  username: text(64).optional(),
  /** Amount bounds in yuan, both included (checkQueueAmounts). */
  min: formValue,
  max: formValue,
  ...sortFields(QUEUE_SORTING),
};

const QUEUE_SUMMARY =
  'paged on the server (per_page up to 50, 20 by default), filtered by Beijing days from/to (both included), username, amount in yuan min/max (both included), sorted by time (default) or amount; ascending by default for the pending rows (oldest first), descending otherwise';

export const adminDeposits = defineCall({
  ...ROUTES.adminDeposits,
  summary: `Deposit orders in state (pending by default, approved or refused), of one channel type, ${QUEUE_SUMMARY}. reason: why a refused one was refused`,
  request: z.object({ ...queueFilters, state: optionalFilter(['pending', 'approved', 'refused']), channel: text(32).optional() }),
  data: paginated(
    z.object({
      out_trade_no: z.string(),
      username: z.string(),
      channel: z.string(),
      amount: yuan,
      created_at: z.string(),
      depositor_name: z.string(),
      state: reviewState,
      reviewed_by: z.string().nullable(),
      reviewed_at: z.string().nullable(),
      reason: z.string(),
    }),
  ),
});

export const adminApproveDeposit = defineCall({ ...ROUTES.adminApproveDeposit, summary: 'Credit a pending deposit', request: z.object({ out_trade_no: text(64).min(1) }), data: done });
export const adminRejectDeposit = defineCall({
  ...ROUTES.adminRejectDeposit,
  summary: 'Refuse a pending deposit, with an optional reason (up to 200 characters) kept on the order',
  request: z.object({ out_trade_no: text(64).min(1), reason: text(200).optional() }),
  data: done,
});

export const adminWithdrawals = defineCall({
  ...ROUTES.adminWithdrawals,
  summary: `Withdrawals in state (pending by default; awaiting_second: pending with a first approval given; approved or refused), of one kind (bank or usdt), ${QUEUE_SUMMARY}. second_review: above the site's four-eyes amount with the member's other withdrawals not refused of the 24 hours up to it, paid out only by a second operator's approval; first_approved_by: the operator who approved it first, or null`,
  request: z.object({ ...queueFilters, state: optionalFilter(['pending', 'awaiting_second', 'approved', 'refused']), kind: optionalFilter(['bank', 'usdt']) }),
  data: paginated(
    z.object({
      id: z.number().int(),
      order_no: z.string(),
      username: z.string(),
      amount: yuan,
      payout: z.number(),
      payout_unit: z.string(),
      kind: z.enum(['bank', 'usdt', 'ewallet']),
      account: z.string(),
      created_at: z.string(),
      second_review: z.boolean(),
      first_approved_by: z.string().nullable(),
      /** What the review is warned of (WITHDRAWAL_FLAG_LABELS). */
      flags: z.array(z.enum(Object.keys(WITHDRAWAL_FLAG_LABELS) as [WithdrawalFlag, ...WithdrawalFlag[]])),
      state: reviewState,
      reviewed_by: z.string().nullable(),
      reviewed_at: z.string().nullable(),
      reason: z.string(),
    }),
  ),
});

export const adminApproveWithdrawal = defineCall({
  ...ROUTES.adminApproveWithdrawal,
  summary:
    'Pay out a held withdrawal. One that needs a second review is only marked approved by this operator (message withdrawalFirstApproval) until another operator approves it; the same operator again is refused (409)',
  request: z.object({ id: idValue }),
  data: done,
});
export const adminRejectWithdrawal = defineCall({
  ...ROUTES.adminRejectWithdrawal,
  summary: 'Return a held withdrawal, with an optional reason (up to 200 characters) kept on the withdrawal',
  request: z.object({ id: idValue, reason: text(200).optional() }),
  data: done,
});

/** A credit is a bonus (bet the site's adjustment multiple before it can be withdrawn) or a correction of the member's own money. */
export const ADJUSTMENT_KINDS = ['bonus', 'correction'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

export const adminAdjust = defineCall({
  ...ROUTES.adminAdjust,
  summary:
    "Credit or debit a main wallet through the ledger, with a reason. A credit is a bonus (the default: the member bets the site's adjustment turnover multiple of it before withdrawing) or a correction of their own money (no turnover); it is within the operator's role limit (CREDIT_LIMIT_FEN, 403 above), and above the site's two-operator amount it waits for a second operator (message adminCreditAwaitingSecond; adminCreditRequests)",
  request: z.object({ username: text(64).min(1), amount: formValue, memo: text(200).min(1), kind: z.enum(ADJUSTMENT_KINDS).optional() }),
  data: done,
});

export const adminMemberState = defineCall({
  ...ROUTES.adminMemberState,
  summary: 'Block, unblock, disable or enable a member',
  request: z.object({ username: text(64).min(1), state: z.enum(['block', 'unblock', 'disable', 'enable']) }),
  data: done,
});

export const adminSite = defineCall({
  ...ROUTES.adminSite,
  summary: 'Maintenance on (0) or off (1), with the tip shown',
  request: z.object({ site_state: z.union([z.literal(0), z.literal(1)]), repair_tips: text(500).optional() }),
  data: done,
});

export const adminRedpacket = defineCall({
  ...ROUTES.adminRedpacket,
  summary: 'The red packet switch',
  request: z.object({ redpacket_switch: z.union([z.literal(0), z.literal(1)]) }),
  data: done,
});

export const adminSettings = defineCall({
  ...ROUTES.adminSettings,
  summary: 'The site switches as they are now: maintenance off (1) or on (0) with its tip, and the red packet switch',
  request: z.object({}),
  data: z.object({ site_state: z.union([z.literal(0), z.literal(1)]), repair_tips: z.string(), redpacket_switch: z.union([z.literal(0), z.literal(1)]) }),
});

export const adminLedgerCheck = defineCall({
  ...ROUTES.adminLedgerCheck,
  summary: 'Verify the ledger',
  request: z.object({}),
  data: z.object({ ok: z.boolean(), breaches: z.array(z.object({ check: z.string(), detail: z.string() })) }),
});

export const adminApplications = defineCall({
  ...ROUTES.adminApplications,
  summary: 'Pending promotion applications, oldest first unless sorted by time or username, paged on the server (per_page up to 50, 20 by default)',
  request: z.object({ page: pageValue, per_page: smallIntValue, ...sortFields(APPLICATION_SORTING) }),
  data: paginated(z.object({ id: z.number().int(), username: z.string(), activity_name: z.string(), amount: yuan.nullable(), created_at: z.string() })),
});

export const adminApproveApplication = defineCall({
  ...ROUTES.adminApproveApplication,
  summary:
    "Approve a promotion application (state 2), once; a bonus in yuan (up to 2 decimals), when given and above 0, is credited to the member's main wallet through the ledger in the same transaction (kind bonus, 优惠彩金 in their records). A bonus is a credit: support may grant none (403), finance and the owner within their role limit (CREDIT_LIMIT_FEN); above the site's two-operator amount the application is approved and the bonus waits for a second operator (message adminCreditAwaitingSecond)",
  request: z.object({ id: idValue, bonus: formValue }),
  data: done,
});
const creditRequest = z.object({
  id: z.number().int(),
  username: z.string(),
  kind: z.enum(['adjustment', 'bonus']),
  amount: yuan,
  /** An adjustment's reason, or the promotion a bonus is for. */
  detail: z.string(),
  adjustment_kind: z.enum(ADJUSTMENT_KINDS).nullable(),
  requested_by: z.string(),
  requested_at: z.string(),
});

export const adminCreditRequests = defineCall({
  ...ROUTES.adminCreditRequests,
  summary: 'Credits above the two-operator amount waiting for a second operator, oldest first',
  request: z.object({ page: pageValue, per_page: smallIntValue }),
  data: paginated(creditRequest),
});

export const adminApproveCredit = defineCall({
  ...ROUTES.adminApproveCredit,
  summary:
    'Credit a waiting credit through the ledger (with its turnover requirement), once; only an operator other than the one who asked for it (409 adminCreditSecondReviewer), within their own role limit',
  request: z.object({ id: idValue }),
  data: done,
});

export const adminRejectCredit = defineCall({
  ...ROUTES.adminRejectCredit,
  summary: 'Refuse a waiting credit, with an optional reason (up to 200 characters); nothing is credited. The operator who asked for it may refuse (take back) their own',
  request: z.object({ id: idValue, reason: text(200).optional() }),
  data: done,
});

export const adminRejectApplication = defineCall({ ...ROUTES.adminRejectApplication, summary: 'Refuse a promotion application (state 3)', request: z.object({ id: idValue }), data: done });

export const adminAgents = defineCall({
  ...ROUTES.adminAgents,
  summary: 'Pending agent applications, oldest first unless sorted by time or username, paged on the server (per_page up to 50, 20 by default)',
  request: z.object({ page: pageValue, per_page: smallIntValue, ...sortFields(AGENT_SORTING) }),
  data: paginated(z.object({ id: z.number().int(), username: z.string(), realname: z.string(), mobile: z.string(), apply_info: z.string(), created_at: z.string() })),
});

export const adminApproveAgent = defineCall({ ...ROUTES.adminApproveAgent, summary: 'Approve an agent application: the member becomes an agent (isagent 1)', request: z.object({ id: idValue }), data: done });
export const adminRejectAgent = defineCall({ ...ROUTES.adminRejectAgent, summary: 'Refuse an agent application', request: z.object({ id: idValue }), data: done });

export const adminMessage = defineCall({
  ...ROUTES.adminMessage,
  summary: 'Send an inbox message to one member (by username) or to every member ("all")',
  request: z.object({ to: text(64).trim().min(1), title: text(100).trim().min(1), content: text(5000).trim().min(1) }),
  data: z.object({ id: z.number().int() }),
});

/** A Beijing calendar day, YYYY-MM-DD; '' for none. */
const day = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/).optional();
const adminName = text(32).trim().min(1);
const role = z.enum(ADMIN_ROLES);

export const adminAuditLog = defineCall({
  ...ROUTES.adminAuditLog,
  summary:
    'The audit log, newest first unless sorted by time, operator or action, paged on the server (per_page up to 50, 20 by default): filtered by operator name, action (the route name of the call, such as adminApproveDeposit) and Beijing days from/to, both included. before and after are JSON text.',
  request: z.object({ page: pageValue, per_page: smallIntValue, admin: text(32).optional(), action: text(64).optional(), from: day, to: day, ...sortFields(AUDIT_LOG_SORTING) }),
  data: paginated(
    z.object({
      id: z.number().int(),
      admin_name: z.string(),
      action: z.string(),
      target: z.string(),
      before: z.string().nullable(),
      after: z.string().nullable(),
      ip: z.string(),
      created_at: z.string(),
    }),
  ),
});

export const adminOperators = defineCall({
  ...ROUTES.adminOperators,
  summary: 'The operator accounts, by name unless sorted by role or creation time, paged on the server',
  request: z.object({ page: pageValue, per_page: smallIntValue, ...sortFields(OPERATOR_SORTING) }),
  data: paginated(
    z.object({ name: z.string(), role, disabled: z.boolean(), totp: z.boolean(), created_at: z.string(), last_login_ip: z.string().nullable() }),
  ),
});

export const adminCreateOperator = defineCall({
  ...ROUTES.adminCreateOperator,
  summary: 'Create an operator: answers their generated password and otpauth:// URI (and its secret) once',
  request: z.object({ name: adminName, role }),
  data: z.object({ name: z.string(), role, password: z.string(), otpauth_uri: z.string(), secret: z.string() }),
});

export const adminSetOperatorRole = defineCall({ ...ROUTES.adminSetOperatorRole, summary: "Change an operator's role (one owner at least stays)", request: z.object({ name: adminName, role }), data: done });
export const adminDisableOperator = defineCall({ ...ROUTES.adminDisableOperator, summary: 'Disable an operator: their sessions end and they cannot sign in (one owner at least stays)', request: z.object({ name: adminName }), data: done });
export const adminEnableOperator = defineCall({ ...ROUTES.adminEnableOperator, summary: 'Enable a disabled operator again', request: z.object({ name: adminName }), data: done });

export const adminResetOperatorTotp = defineCall({
  ...ROUTES.adminResetOperatorTotp,
  summary: 'Issue a new TOTP secret for an operator (a lost phone): answers the otpauth:// URI once; their old codes stop working and their sessions end',
  request: z.object({ name: adminName }),
  data: z.object({ otpauth_uri: z.string(), secret: z.string() }),
});

const bannerItem = z.object({ id: z.number().int(), src: z.string(), url: z.string(), background: z.string(), sort: z.number().int(), hidden: z.boolean() });

export const adminBanners = defineCall({
  ...ROUTES.adminBanners,
  summary: "The home's banners in their order (sort, then id) unless sorted by id or by shown (ascending: hidden first), hidden ones included, paged on the server",
  request: z.object({ page: pageValue, per_page: smallIntValue, ...sortFields(BANNER_SORTING) }),
  data: paginated(bannerItem),
});

export const adminSaveBanner = defineCall({
  ...ROUTES.adminSaveBanner,
  summary:
    'Create a banner, or change the one with this id: image (a site path or http(s) address), link, background colour (#RGB or #RRGGBB), order (0–9999) and whether it is hidden; the rules are checkBanner. Players see it on their next load of the home',
  request: z.object({
    id: idValue.optional(),
    src: text(500).optional(),
    url: text(500).optional(),
    background: text(7).optional(),
    sort: smallIntValue,
    hidden: z.boolean().optional(),
  }),
  data: bannerItem,
});

export const adminDeleteBanner = defineCall({ ...ROUTES.adminDeleteBanner, summary: 'Delete a banner', request: z.object({ id: idValue }), data: done });

// member detail
const memberState = z.enum(['normal', 'blocked', 'disabled']);
const memberName = z.object({ username: text(64).min(1) });

export const adminMembers = defineCall({
  ...ROUTES.adminMembers,
  summary:
    'Members found by the start of their username, real name or mobile (q, at least 2 characters; none lists all), filtered by state, newest registered first unless sorted by registration, last login (never logged in last either way), username or VIP tier, paged on the server (per_page up to 50, 20 by default). Times in Beijing time.',
  request: z.object({
    page: pageValue,
    per_page: smallIntValue,
    q: text(64).optional(),
    state: optionalFilter(['normal', 'blocked', 'disabled']),
    ...sortFields(MEMBER_SORTING),
  }),
  data: paginated(
    z.object({
      username: z.string(),
      realname: z.string(),
      vip: z.number().int(),
      balance: yuan,
      state: memberState,
      created_at: z.string(),
      last_login_at: z.string().nullable(),
      last_login_ip: z.string().nullable(),
    }),
  ),
});

export const adminMember = defineCall({
  ...ROUTES.adminMember,
  summary:
    "One member as support sees them: profile, state, the balance of each wallet from the ledger's accounts, bound accounts (numbers masked but the last 4), open sessions and the 20 latest logins",
  request: memberName,
  data: z.object({
    username: z.string(),
    realname: z.string(),
    mobile: z.string(),
    email: z.string(),
    birthday: z.string(),
    isagent: z.boolean(),
    vip: z.number().int(),
    state: memberState,
    created_at: z.string(),
    last_login_at: z.string().nullable(),
    last_login_ip: z.string().nullable(),
    wallets: z.array(z.object({ wallet: z.string(), balance: yuan })),
    bound_accounts: z.array(z.object({ type: z.number().int(), name: z.string(), number: z.string(), owner: z.string() })),
    sessions: z.array(z.object({ created_at: z.string(), expires_at: z.string() })),
    logins: z.array(z.object({ created_at: z.string(), ip: z.string(), user_agent: z.string() })),
  }),
});

export const adminMemberLedger = defineCall({
  ...ROUTES.adminMemberLedger,
  summary:
    "A member's ledger transfers, newest first unless sorted by time or the signed amount, paged on the server: the amount signed from the member's side (+ into their wallet), the wallet (main or a platform code; wallet filters), kind, phase, memo and reference",
  request: z.object({ username: text(64).min(1), wallet: text(16).optional(), page: pageValue, per_page: smallIntValue, ...sortFields(MEMBER_LEDGER_SORTING) }),
  data: paginated(
    z.object({
      id: z.string(),
      created_at: z.string(),
      wallet: z.string(),
      kind: z.string(),
      phase: z.string(),
      amount: yuan,
      memo: z.string().nullable(),
      ref: z.string().nullable(),
    }),
  ),
});

export const adminEndMemberSessions = defineCall({
  ...ROUTES.adminEndMemberSessions,
  summary: "End all of a member's sessions: their app is signed out on its next call",
  request: memberName,
  data: done,
});

export const adminResetMemberPassword = defineCall({
  ...ROUTES.adminResetMemberPassword,
  summary:
    "Give a member a new random login password (8 letters and digits; their sessions end) (support and the owner; 403 otherwise) or pay password (6 digits; finance and the owner): answered once, to tell the member; never written to the audit log. A withdrawal to an account bound within 24 hours after a reset is flagged for its review (account-after-reset)",
  request: z.object({ username: text(64).min(1), kind: z.enum(['login', 'pay']) }),
  data: z.object({ password: z.string() }),
});

// reports
const cash = z.object({ count: z.number().int(), sum: yuan });
const platformFigures = z.object({ platform: z.string(), bets: z.number().int(), stake: yuan, wins: yuan, ggr: yuan });
const queue = z.object({ count: z.number().int(), oldest_minutes: z.number().int().nullable() });
const dayPoint = z.object({ day: z.string(), deposits: yuan, withdrawals: yuan, ggr: yuan });

export const adminDashboard = defineCall({
  ...ROUTES.adminDashboard,
  summary:
    'The dashboard over Beijing calendar days (today, the last 7 or 30 days with today): approved deposits and paid withdrawals (count, sum), net cash, bets, stake and GGR (stake − wins) per platform, new and active members (a session or a bet in the range), rebates, red packets and bonuses paid, the pending queues with the age of the oldest in minutes, and one point per day for the charts. All figures from the ledger, in yuan',
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
    rebates: yuan,
    redpackets: yuan,
    bonuses: yuan,
    pending: z.object({ deposits: queue, withdrawals: queue, applications: queue, agents: queue }),
    series: z.array(dayPoint),
  }),
});

export const adminDailyReport = defineCall({
  ...ROUTES.adminDailyReport,
  summary:
    'One row per Beijing calendar day from/to (both included, up to 366 days; today when left out), newest first unless sorted by day oldest first, paged on the server (per_page up to 50, 31 by default). With a platform, the bets, stake, wins and GGR are that platform\'s and the other figures stay the site\'s. Figures from the ledger, in yuan',
  request: z.object({ page: pageValue, per_page: smallIntValue, from: day, to: day, platform: text(32).optional(), ...sortFields(DAILY_REPORT_SORTING) }),
  data: paginated(
    z.object({
      day: z.string(),
      deposits: yuan,
      withdrawals: yuan,
      net: yuan,
      bets: z.number().int(),
      stake: yuan,
      wins: yuan,
      ggr: yuan,
      rebates: yuan,
      redpackets: yuan,
      bonuses: yuan,
      new_members: z.number().int(),
    }),
  ),
});

export const adminDailyReportCsv = defineCall({
  ...ROUTES.adminDailyReportCsv,
  summary:
    'The daily report of from/to (and platform) as a CSV file for Excel: every day of the range, newest first, Chinese headers, UTF-8 with a byte order mark, named in Content-Disposition',
  request: adminDailyReport.request.omit({ page: true, per_page: true, sort: true, order: true }),
  data: z.string(),
  csv: true,
});

// Site settings: links, USDT rates, deposit channels
const siteLinks = z.object({
  title: z.string(),
  site_logo: z.string(),
  service_url: z.string(),
  agent_login_url: z.string(),
  ios_download_url: z.string(),
  visit_url: z.string(),
});

export const adminSiteLinks = defineCall({
  ...ROUTES.adminSiteLinks,
  summary: "The site's name, logo address and the addresses players are sent to: 客服 (getservicerurl), agent login, iOS download, visit",
  request: z.object({}),
  data: siteLinks,
});

export const adminSaveSiteLinks = defineCall({
  ...ROUTES.adminSaveSiteLinks,
  summary: 'Change the site name, logo and addresses; each address is empty, a site path or http(s) (checkSiteLinks). Players see them on their next read',
  request: z.object({
    title: text(50).optional(),
    site_logo: text(500).optional(),
    service_url: text(500).optional(),
    agent_login_url: text(500).optional(),
    ios_download_url: text(500).optional(),
    visit_url: text(500).optional(),
  }),
  data: siteLinks,
});

const usdtRates = z.object({ usdt_rate: z.string(), withdraw_usdt_rate: z.string(), withdraw_fee_erc20: z.string(), withdraw_fee_trc20: z.string() });

export const adminUsdtRates = defineCall({
  ...ROUTES.adminUsdtRates,
  summary: 'Yuan per USDT for deposits and withdrawals, and the USDT fee of an ERC20 / TRC20 withdrawal, as the decimal text stored',
  request: z.object({}),
  data: usdtRates,
});

export const adminSaveUsdtRates = defineCall({
  ...ROUTES.adminSaveUsdtRates,
  summary: 'Change the USDT rates (above 0) and withdrawal fees (0 or more), decimal text with up to 4 decimals (checkUsdtRates); the next deposit or withdrawal uses them',
  request: z.object({ usdt_rate: formValue, withdraw_usdt_rate: formValue, withdraw_fee_erc20: formValue, withdraw_fee_trc20: formValue }),
  data: usdtRates,
});

/** `sort`: the place of the channel in the player's list of deposit channels (lowest first). */
const payChannelItem = z.object({ type: z.string(), name: z.string(), min: yuan, max: yuan, enabled: z.boolean(), sort: z.number().int() });

export const adminPayChannels = defineCall({
  ...ROUTES.adminPayChannels,
  summary:
    "The deposit channels in the players' order (sort, then type) unless sorted by name, lowest or highest amount, or whether players see them, with their name, amount range in yuan and whether players see them, paged on the server",
  request: z.object({ page: pageValue, per_page: smallIntValue, ...sortFields(PAY_CHANNEL_SORTING) }),
  data: paginated(payChannelItem),
});

export const adminSavePayChannel = defineCall({
  ...ROUTES.adminSavePayChannel,
  summary: "Change a deposit channel's name, amount range in yuan (checkPayChannel) and whether players see it; the player's deposit sheet refuses amounts outside the range",
  request: z.object({ type: text(32), name: text(30).optional(), min: formValue, max: formValue, enabled: z.boolean().optional() }),
  data: payChannelItem,
});

export const adminSecondReview = defineCall({
  ...ROUTES.adminSecondReview,
  summary: 'The four-eyes amount in yuan: a withdrawal above it is paid out only after a second operator approves it',
  request: z.object({}),
  data: z.object({ amount: yuan }),
});

export const adminSaveSecondReview = defineCall({
  ...ROUTES.adminSaveSecondReview,
  summary: 'Change the four-eyes amount, yuan with up to 2 decimals, 0 to 10,000,000 (checkSecondReview); withdrawals reviewed after it use it',
  request: z.object({ amount: formValue }),
  data: z.object({ amount: yuan }),
});

// content: the home's scrolling notices and the popup announcement
const announcementItem = z.object({ id: z.number().int(), text: z.string(), sort: z.number().int() });

export const adminAnnouncements = defineCall({
  ...ROUTES.adminAnnouncements,
  summary: "The home's scrolling notices in their order (sort, then id) unless sorted by id, paged on the server",
  request: z.object({ page: pageValue, per_page: smallIntValue, ...sortFields(ANNOUNCEMENT_SORTING) }),
  data: paginated(announcementItem),
});

export const adminSaveAnnouncement = defineCall({
  ...ROUTES.adminSaveAnnouncement,
  summary: 'Create a notice, or change the one with this id: its text (1–200 characters, plain text) and order (0–9999); the rules are checkAnnouncement. Players see it on their next load of the home',
  request: z.object({ id: idValue.optional(), text: text(200).optional(), sort: smallIntValue }),
  data: announcementItem,
});

export const adminDeleteAnnouncement = defineCall({ ...ROUTES.adminDeleteAnnouncement, summary: 'Delete a notice', request: z.object({ id: idValue }), data: done });

const popup = z.object({ index_modal: z.union([z.literal(0), z.literal(1)]), webcontent: z.string() });

export const adminPopup = defineCall({ ...ROUTES.adminPopup, summary: 'The popup announcement of the home: on (1) or off (0) and its HTML', request: z.object({}), data: popup });

export const adminSavePopup = defineCall({
  ...ROUTES.adminSavePopup,
  summary:
    'Turn the popup announcement on or off and set its HTML (up to 20000 characters; required when on). The HTML is sanitized on save (scripts, event handlers and javascript: links removed); the answer is what was stored',
  request: z.object({ index_modal: z.union([z.literal(0), z.literal(1)]), webcontent: text(20000).optional() }),
  data: popup,
});

// content: promotions and their types
const promotionItem = z.object({
  id: z.number().int(),
  type: z.number().int(),
  type_name: z.string(),
  title: z.string(),
  banner: z.string(),
  content: z.string(),
  can_apply: z.boolean(),
  sort: z.number().int(),
  hidden: z.boolean(),
  /** Its bonus is bet this many times before it can be withdrawn. */
  turnover_multiple: z.number(),
});

export const adminPromotions = defineCall({
  ...ROUTES.adminPromotions,
  summary:
    'Promotions in their order (sort, then newest first) unless sorted by id, title or shown (ascending: hidden first), hidden ones included, optionally of one type (0 or none: all), paged on the server',
  request: z.object({ type: smallIntValue, page: pageValue, per_page: smallIntValue, ...sortFields(PROMOTION_SORTING) }),
  data: paginated(promotionItem),
});

export const adminSavePromotion = defineCall({
  ...ROUTES.adminSavePromotion,
  summary:
    'Create a promotion, or change the one with this id: title, type, banner image (a site path or http(s) address), content HTML (sanitized on save: scripts, event handlers and javascript: links removed), whether players may apply, order, whether it is hidden and the turnover multiple of its bonus (0 to 100, 2 decimals; a new promotion without one: 1); the rules are checkPromotion',
  request: z.object({
    id: idValue.optional(),
    title: text(100).optional(),
    type: smallIntValue,
    banner: text(500).optional(),
    content: text(50000).optional(),
    can_apply: z.boolean().optional(),
    sort: smallIntValue,
    hidden: z.boolean().optional(),
    turnover_multiple: formValue.optional(),
  }),
  data: promotionItem,
});

export const adminDeletePromotion = defineCall({ ...ROUTES.adminDeletePromotion, summary: 'Delete a promotion no member has applied for (one with applications is hidden instead)', request: z.object({ id: idValue }), data: done });

const promotionTypeItem = z.object({ id: z.number().int(), name: z.string(), sort: z.number().int() });

export const adminPromotionTypes = defineCall({ ...ROUTES.adminPromotionTypes, summary: 'The promotion types in their order (at most a few dozen)', request: z.object({}), data: z.array(promotionTypeItem) });

export const adminSavePromotionType = defineCall({
  ...ROUTES.adminSavePromotionType,
  summary: 'Create a promotion type, or rename or reorder the one with this id; the rules are checkPromotionType',
  request: z.object({ id: idValue.optional(), name: text(20).optional(), sort: smallIntValue }),
  data: promotionTypeItem,
});

// content: the articles (help pages), one per type
const articleItem = z.object({ type: z.number().int(), title: z.string(), content: z.string() });

export const adminArticles = defineCall({
  ...ROUTES.adminArticles,
  summary: 'The articles (help pages) by type unless sorted by title, paged on the server',
  request: z.object({ page: pageValue, per_page: smallIntValue, ...sortFields(ARTICLE_SORTING) }),
  data: paginated(articleItem),
});

export const adminSaveArticle = defineCall({
  ...ROUTES.adminSaveArticle,
  summary: "Write the article of a type (1–99; created when missing): title and content HTML, sanitized on save (scripts, event handlers and javascript: links removed); the rules are checkArticle",
  request: z.object({ type: smallIntValue, title: text(100).optional(), content: text(50000).optional() }),
  data: articleItem,
});

export const adminDeleteArticle = defineCall({ ...ROUTES.adminDeleteArticle, summary: 'Delete the article of a type', request: z.object({ type: smallIntValue }), data: done });

// content: game platforms, the games of the home's lists and the slot games of each provider
const platformItem = z.object({
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
  hidden: z.boolean(),
  /** Games listed under the platform on the home. */
  games: z.number().int(),
  /** Members' game sessions on the platform not yet expired: hiding it lets them play on until they end. */
  open_sessions: z.number().int(),
});

export const adminPlatforms = defineCall({
  ...ROUTES.adminPlatforms,
  summary:
    'The game platforms in their order (sort, then code) unless sorted by code, name or shown (ascending: hidden first), hidden ones included, paged on the server; each with its number of games and of open game sessions',
  request: z.object({ page: pageValue, per_page: smallIntValue, ...sortFields(PLATFORM_SORTING) }),
  data: paginated(platformItem),
});

export const adminSavePlatform = defineCall({
  ...ROUTES.adminSavePlatform,
  summary:
    "Rename, reorder (0–9999), hide or show a platform; the rules are checkPlatform. A hidden platform leaves the players' game, slot and wallet lists on their next load and takes no new game or transfer in; open game sessions play on until they end, and its balances can still be moved out (一键领取 or a transfer out)",
  request: z.object({ code: text(32).min(1), name: text(PLATFORM_NAME_MAX * 2).optional(), sort: smallIntValue, hidden: z.boolean().optional() }),
  data: platformItem,
});

const gameItem = z.object({
  id: z.number().int(),
  category_id: z.enum(GAME_CATEGORY_IDS),
  platform_name: z.string(),
  game_code: z.string(),
  name: z.string(),
  app_img: z.string(),
  sort: z.number().int(),
  hidden: z.boolean(),
  hot: z.boolean(),
});

export const adminGames = defineCall({
  ...ROUTES.adminGames,
  summary:
    "The games of the home's lists, optionally of one category and one platform, in their order (sort, then id) unless sorted by name, hot or shown (ascending: hidden first), hidden ones included, paged on the server",
  request: z.object({ page: pageValue, per_page: smallIntValue, category: optionalFilter(GAME_CATEGORY_IDS), platform: text(32).optional(), ...sortFields(GAME_SORTING) }),
  data: paginated(gameItem),
});

export const adminSaveGame = defineCall({
  ...ROUTES.adminSaveGame,
  summary: "Change a game of the home's lists: name, image address (a site path or http(s) address), order (0–9999), hidden, hot (in the hot-games list); the rules are checkGame. Players see it on their next load",
  request: z.object({ id: idValue, name: text(GAME_NAME_MAX * 2).optional(), app_img: text(GAME_IMAGE_MAX).optional(), sort: smallIntValue, hidden: z.boolean().optional(), hot: z.boolean().optional() }),
  data: gameItem,
});

const slotGameItem = z.object({ id: z.number().int(), catecode: z.string(), gamecode: z.string(), gamename: z.string(), gamepic: z.string(), sort: z.number().int(), hidden: z.boolean() });

export const adminSlotGames = defineCall({
  ...ROUTES.adminSlotGames,
  summary:
    'The slot games of one provider (catecode, a platform code) or of all, by provider then in their order (sort, then id) unless sorted by sort, name or shown (ascending: hidden first), hidden ones included, paged on the server',
  request: z.object({ page: pageValue, per_page: smallIntValue, catecode: text(32).optional(), ...sortFields(SLOT_GAME_SORTING) }),
  data: paginated(slotGameItem),
});

export const adminSaveSlotGame = defineCall({
  ...ROUTES.adminSaveSlotGame,
  summary: "Change a slot game: name, image address, order (0–9999) and hidden; the rules are checkGame. Players see it in the provider's list on their next load",
  request: z.object({ id: idValue, gamename: text(GAME_NAME_MAX * 2).optional(), gamepic: text(GAME_IMAGE_MAX).optional(), sort: smallIntValue, hidden: z.boolean().optional() }),
  data: slotGameItem,
});

// settings: the deposit channels' order and their receiving accounts
export const adminMovePayChannel = defineCall({
  ...ROUTES.adminMovePayChannel,
  summary: "Move a deposit channel one place up or down in the players' list of deposit channels (it swaps with its neighbour)",
  request: z.object({ type: text(32), direction: z.enum(['up', 'down']) }),
  data: done,
});

const receivingAccountItem = z.object({
  id: z.number().int(),
  channel: z.string(),
  bank_name: z.string(),
  bank_no: z.string(),
  bank_owner: z.string(),
  bank_address: z.string(),
  payimg: z.string(),
  content: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});

export const adminReceivingAccounts = defineCall({
  ...ROUTES.adminReceivingAccounts,
  summary:
    "The receiving accounts players pay deposits to, of one channel or all, in the players' order (their channel's, then sort, then id) unless sorted by sort or whether players see them, disabled ones included, paged on the server",
  request: z.object({ channel: optionalFilter(PAY_RANGE_TYPES), page: pageValue, per_page: smallIntValue, ...sortFields(RECEIVING_ACCOUNT_SORTING) }),
  data: paginated(receivingAccountItem),
});

export const adminSaveReceivingAccount = defineCall({
  ...ROUTES.adminSaveReceivingAccount,
  summary:
    "Create a receiving account of a channel, or change the one with this id: for 银行卡转账 the bank, card number (8–19 digits), owner and branch; for the other channels the QR image (a site path or http(s) address), instructions and an optional address; its order (0–9999) and whether players see it; the rules are checkReceivingAccount. Orders already made keep the account they showed",
  request: z.object({
    id: idValue.optional(),
    channel: text(32).optional(),
    bank_name: text(60).optional(),
    bank_no: text(128).optional(),
    bank_owner: text(50).optional(),
    bank_address: text(200).optional(),
    payimg: text(500).optional(),
    content: text(500).optional(),
    sort: smallIntValue,
    enabled: z.boolean().optional(),
  }),
  data: receivingAccountItem,
});

// settings: VIP tiers and their rebate percentages
const vipTierItem = z.object({
  id: z.number().int(),
  vipname: z.string(),
  /** Accumulated deposits and settled turnover (yuan) a member needs to reach the tier. */
  recharge: yuan,
  flow: yuan,
  /** Rebate percentages per game category (0.5 is 0.5%). */
  realperson: z.number(),
  electron: z.number(),
  joker: z.number(),
  sport: z.number(),
  lottery: z.number(),
  e_sport: z.number(),
  enabled: z.boolean(),
  /** Members in the tier now. */
  members: z.number().int(),
});

export const adminVipTiers = defineCall({
  ...ROUTES.adminVipTiers,
  summary:
    'The VIP tiers in order (by level) unless sorted by the deposit or turnover threshold, with their thresholds in yuan, rebate percentages per game category and how many members are in each, paged on the server',
  request: z.object({ page: pageValue, per_page: smallIntValue, ...sortFields(VIP_TIER_SORTING) }),
  data: paginated(vipTierItem),
});

export const adminSaveVipTier = defineCall({
  ...ROUTES.adminSaveVipTier,
  summary:
    "Change a tier's name, thresholds (yuan, not below the tier under it nor above the one over it) and rebate percentages (0 to 3, up to 2 decimals); the rules are checkVipTier and checkVipTierOrder. Bets settled after the change earn the new rates; rebates already accrued keep theirs",
  request: z.object({
    id: idValue,
    vipname: text(40).optional(),
    recharge: formValue,
    flow: formValue,
    realperson: formValue,
    electron: formValue,
    joker: formValue,
    sport: formValue,
    lottery: formValue,
    e_sport: formValue,
    enabled: z.boolean().optional(),
  }),
  data: vipTierItem,
});

// settings: the red-packet rules
const redpacketRuleItem = z.object({
  id: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  day_flow: yuan,
  flow_money: yuan,
  draws: z.number().int(),
  prize_min: yuan,
  prize_max: yuan,
  enabled: z.boolean(),
});

export const adminRedpacketRules = defineCall({
  ...ROUTES.adminRedpacketRules,
  summary:
    'The red-packet rules, newest first (by id) unless sorted by start or end time, the deposit band\'s lower end, the prize\'s lower end, the draws or whether enabled, disabled ones included, paged on the server; times in Beijing time',
  request: z.object({ page: pageValue, per_page: smallIntValue, ...sortFields(REDPACKET_RULE_SORTING) }),
  data: paginated(redpacketRuleItem),
});

export const adminSaveRedpacketRule = defineCall({
  ...ROUTES.adminSaveRedpacketRule,
  summary:
    'Create a red-packet rule, or change (or disable) the one with this id: Beijing start and end times, the deposit band in yuan that earns the draws, the draws, and the prize range in yuan; the rules are checkRedpacketRule. Players see an enabled rule while it runs',
  request: z.object({
    id: idValue.optional(),
    start_time: text(32).optional(),
    end_time: text(32).optional(),
    day_flow: formValue,
    flow_money: formValue,
    draws: formValue,
    prize_min: formValue,
    prize_max: formValue,
    enabled: z.boolean().optional(),
  }),
  data: redpacketRuleItem,
});

// settings: the turnover multiple
const turnoverMultiples = z.object({ multiple: z.number(), redpacket: z.number(), rebate: z.number(), adjustment: z.number() });

export const adminTurnoverMultiple = defineCall({
  ...ROUTES.adminTurnoverMultiple,
  summary:
    "The turnover multiples: each approved deposit (multiple), red packet, claimed rebate and bonus adjustment adds that many times its amount to what the member must bet before a withdrawal (0: nothing); a promotion's bonus has its own",
  request: z.object({}),
  data: turnoverMultiples,
});

export const adminSaveTurnoverMultiple = defineCall({
  ...ROUTES.adminSaveTurnoverMultiple,
  summary: 'Change the turnover multiples, each 0 to 100 with up to 2 decimals (checkTurnoverMultiples); one left out stays; credits from then on add their requirement at the new multiple',
  request: z.object({ multiple: formValue, redpacket: formValue.optional(), rebate: formValue.optional(), adjustment: formValue.optional() }),
  data: turnoverMultiples,
});

export const adminUpload = defineCall({
  ...ROUTES.adminUpload,
  summary:
    'Upload one image for the site (multipart field "file"): PNG, JPEG, WebP or GIF told by its content, at most 2 MB; stored under a random name and answered with its site path (/uploads/images/…), to put in a banner, promotion, logo or QR code field. At most 30 a minute per operator and 60 per address (429); an image no content points at a day after its upload is removed',
  request: z.object({}),
  data: z.object({ url: z.string() }),
});

export const adminMessageTiers = defineCall({
  ...ROUTES.adminMessageTiers,
  summary: 'The VIP tiers an inbox message can be sent to, each with how many members it holds now (the tiers are a short fixed table)',
  request: z.object({}),
  data: z.array(z.object({ id: z.number().int(), vipname: z.string(), members: z.number().int() })),
});

export const adminMessageTier = defineCall({
  ...ROUTES.adminMessageTier,
  summary: "Send an inbox message to every member of a VIP tier, as the tier is at the time of sending (one message per member); answers how many members it reached. A tier without members is refused",
  request: z.object({ vip: idValue, title: text(100).trim().min(1), content: text(5000).trim().min(1) }),
  data: z.object({ sent: z.number().int() }),
});

// the review queues: a member's recent activity beside a row, and bulk review
const previousTotals = z.object({ count: z.number().int(), sum: yuan });
const recentOrder = z.object({ order_no: z.string(), amount: yuan, state: reviewState, created_at: z.string() });

export const adminDepositActivity = defineCall({
  ...ROUTES.adminDepositActivity,
  summary:
    "The member's deposits before this order: the approved ones' count and sum, whether this would be their first approved deposit, and the 5 latest of any state",
  request: z.object({ out_trade_no: text(64).min(1) }),
  data: z.object({ username: z.string(), first_deposit: z.boolean(), previous: previousTotals, recent: z.array(recentOrder) }),
});

export const adminWithdrawalActivity = defineCall({
  ...ROUTES.adminWithdrawalActivity,
  summary:
    "The member's activity beside a withdrawal: the turnover required and reached now (the rule the withdrawal itself used), their withdrawals before this one (the paid ones' count and sum, the 5 latest of any state), and the account it pays to with whether it is still bound and since when",
  request: z.object({ id: idValue }),
  data: z.object({
    username: z.string(),
    turnover: z.object({ required: yuan, reached: yuan, missing: yuan }),
    previous: previousTotals,
    recent: z.array(recentOrder),
    account: z.object({ kind: z.enum(['bank', 'usdt', 'ewallet']), bank: z.string(), number: z.string(), owner: z.string(), bound_at: z.string().nullable() }),
  }),
});

const bulkOutcome = { ok: z.boolean(), message: z.string() };

export const adminBulkReviewDeposits = defineCall({
  ...ROUTES.adminBulkReviewDeposits,
  summary:
    'Approve or refuse up to 50 deposits (checkBulkReview; a refusal gives one reason for all). Each row is reviewed as adminApproveDeposit / adminRejectDeposit would, in its own transaction and audited on its own, and answered once: ok with 操作成功！ or the refusal that row got (such as 该订单已审核)',
  request: z.object({ orders: z.array(text(64).min(1)).max(50), approve: z.boolean(), reason: text(200).optional() }),
  data: z.array(z.object({ out_trade_no: z.string(), ...bulkOutcome })),
});

export const adminBulkReviewWithdrawals = defineCall({
  ...ROUTES.adminBulkReviewWithdrawals,
  summary:
    'Approve or refuse up to 50 withdrawals (checkBulkReview; a refusal gives one reason for all). Each row is reviewed as adminApproveWithdrawal / adminRejectWithdrawal would, in its own transaction and audited on its own: a large one gets only its first approval (message withdrawalFirstApproval), and its first approver cannot give the second',
  request: z.object({ ids: z.array(idValue).max(50), approve: z.boolean(), reason: text(200).optional() }),
  data: z.array(z.object({ id: z.number().int(), ...bulkOutcome })),
});

/** The member's records the console shows beside their ledger, one tab each. */
export const MEMBER_RECORD_KINDS = ['deposit', 'withdrawal', 'bet', 'rebate', 'redpacket'] as const;

export const adminMemberRecords = defineCall({
  ...ROUTES.adminMemberRecords,
  summary:
    "One kind of a member's records, newest first unless sorted by time or amount, paged on the server: deposits, withdrawals, bets, rebates or red packets. Each row: its number, time (Beijing), what it was (channel, account, game or day), amount in yuan, the win or loss of a bet (null for the others) and its state as the label the player sees",
  request: z.object({ username: text(64).min(1), kind: z.enum(MEMBER_RECORD_KINDS), page: pageValue, per_page: smallIntValue, ...sortFields(MEMBER_RECORDS_SORTING) }),
  data: paginated(
    z.object({
      id: z.string(),
      created_at: z.string(),
      detail: z.string(),
      amount: yuan,
      win_loss: yuan.nullable(),
      state: z.string(),
    }),
  ),
});

export const adminSetMemberVip = defineCall({
  ...ROUTES.adminSetMemberVip,
  summary:
    "Set a member's VIP tier to an enabled tier (checkMemberVip: a tier and a reason), audited with the tier before and after and the reason. The thresholds still only raise: a later approved deposit or settled bet moves the member up when their totals reach a tier above the one set, and never down",
  request: z.object({ username: text(64).min(1), vip: formValue, reason: formText }),
  data: done,
});
