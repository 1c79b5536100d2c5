import { z } from 'zod';
import { defineCall } from '../call';
import { EXPORT_ROW_CAP } from '../constants';
import { ROUTES } from '../routes';
import { PAY_RANGE_TYPES } from '../codes';
import { payInfoSchema, payRangeSchema, payWayFlagsSchema, platformBankAccountSchema } from '../entities/deposit';
import { dayFilter, formText, formValue, optionalFilter, text, paginated, yuan, pageValue, smallIntValue, sortFields, idValue, done } from '../wire';
import { PAY_CHANNEL_SORTING, RECEIVING_ACCOUNT_SORTING } from '../list-sorting';
import { GATEWAY_NOTIFICATION_OUTCOMES, GATEWAY_ORDER_MINUTES, GATEWAY_REVIEW_LABELS, type GatewayNotificationOutcome } from '../gateways';
import { QUEUE_SUMMARY, queueFilters, reviewState, previousTotals, recentOrder, bulkOutcome } from '../review-queue';

export const getPayWay = defineCall({
  ...ROUTES.getPayWay,
  summary: 'Open deposit channels',
  request: z.object({}),
  data: payWayFlagsSchema,
});

export const getPayRange = defineCall({
  ...ROUTES.getPayRange,
  summary: 'A channel\'s deposit range',
  request: z.object({ type: z.enum(PAY_RANGE_TYPES) }),
  data: payRangeSchema,
});

/** The deposit payload (SPEC §3). paytype is a pay way code (SPEC §9). */
export const depositRequestSchema = z.strictObject({
  paytype: formValue,
  amount: formValue,
  /** USDT: TRC20 or ERC20. */
  catepay: formText,
  /** Bank transfer: the depositor's own bank, branch, card number and name. */
  bank: formText,
  bank_address: formText,
  bank_no: formText,
  bank_owner: formText,
});

export const recharge = defineCall({
  ...ROUTES.recharge,
  summary: "Create a deposit order; message holds its number, or info.navurl for channels 5 and 6. On a channel connected to a payment gateway, data.pay_url is the gateway's pay page too (as the legacy clients that read it expect, API-NOTES §recharge)",
  request: depositRequestSchema,
  data: z.object({ out_trade_no: z.string(), pay_url: z.string().optional() }),
  message: z.union([z.string(), z.object({ info: z.object({ navurl: z.string() }) })]),
});

export const payinfo = defineCall({
  ...ROUTES.payinfo,
  summary: 'Instructions for a deposit order; message names the channel',
  request: z.object({ deposit_no: formText }),
  data: payInfoSchema,
});

export const getpaybank = defineCall({
  ...ROUTES.getpaybank,
  summary: "The platform's receiving bank account; with `type` (an extension), the account(s) of that deposit channel, in the operator's order",
  request: z.object({ type: z.enum(PAY_RANGE_TYPES).optional() }).optional(),
  data: platformBankAccountSchema,
});

// Operator calls (extensions), with an admin token.

export const adminDeposits = defineCall({
  ...ROUTES.adminDeposits,
  summary: `Deposit orders in state (pending by default, approved or refused), of one channel type, ${QUEUE_SUMMARY}. reason: why a refused one was refused. depositor: the bank, card number, name and branch the player entered for a bank transfer (empty otherwise); receiving: the accounts the order showed the player to pay into (content as shown, account its number), to match against the bank statement`,
  request: z.object({ ...queueFilters, state: optionalFilter(['pending', 'approved', 'refused']), channel: text(32).optional() }),
  data: paginated(
    z.object({
      out_trade_no: z.string(),
      username: z.string(),
      channel: z.string(),
      amount: yuan,
      created_at: z.string(),
      depositor_name: z.string(),
      depositor: z.object({ name: z.string(), bank: z.string(), bank_no: z.string(), branch: z.string() }),
      receiving: z.array(z.object({ content: z.string(), account: z.string() })),
      /** The depositing member's tags (adminSetMemberTags). */
      tags: z.array(z.string()),
      state: reviewState,
      reviewed_by: z.string().nullable(),
      reviewed_at: z.string().nullable(),
      reason: z.string(),
    }),
  ),
});
export const adminDepositsCsv = defineCall({
  ...ROUTES.adminDepositsCsv,
  summary: `The deposit orders of adminDeposits' filters (state, channel, days, member, amounts, order) as a CSV file for Excel: every matching row, up to ${String(EXPORT_ROW_CAP)} (more is refused, asking to narrow the filters), Chinese headers and state labels, yuan with 2 decimals, Beijing times, UTF-8 with a byte order mark, named in Content-Disposition; written to the audit log`,
  request: adminDeposits.request.omit({ page: true, per_page: true }),
  data: z.string(),
  csv: true,
});
export const adminApproveDeposit = defineCall({ ...ROUTES.adminApproveDeposit, summary: 'Credit a pending deposit', request: z.object({ out_trade_no: text(64).min(1) }), data: done });
export const adminRejectDeposit = defineCall({
  ...ROUTES.adminRejectDeposit,
  summary: 'Refuse a pending deposit, with an optional reason (up to 200 characters) kept on the order',
  request: z.object({ out_trade_no: text(64).min(1), reason: text(200).optional() }),
  data: done,
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
    "Create a receiving account of a channel, or change the one with this id: for 银行卡转账 the bank, card number (8–19 digits), owner and branch; for the other channels the QR image (a site path or http(s) address), instructions and an address (optional; for USDT and AnToken channels required and of the channel's protocol, TRC20 or ERC20); its order (0–9999) and whether players see it; the rules are checkReceivingAccount. Orders already made keep the account they showed",
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
export const adminDepositActivity = defineCall({
  ...ROUTES.adminDepositActivity,
  summary:
    "The member's deposits before this order: the approved ones' count and sum, whether this would be their first approved deposit, and the 5 latest of any state",
  request: z.object({ out_trade_no: text(64).min(1) }),
  data: z.object({ username: z.string(), first_deposit: z.boolean(), previous: previousTotals, recent: z.array(recentOrder) }),
});
export const adminBulkReviewDeposits = defineCall({
  ...ROUTES.adminBulkReviewDeposits,
  summary:
    'Approve or refuse up to 50 deposits (checkBulkReview; a refusal gives one reason for all). Each row is reviewed as adminApproveDeposit / adminRejectDeposit would, in its own transaction and audited on its own, and answered once: ok with 操作成功！ or the refusal that row got (such as 该订单已审核)',
  request: z.object({ orders: z.array(text(64).min(1)).max(50), approve: z.boolean(), reason: text(200).optional() }),
  data: z.array(z.object({ out_trade_no: z.string(), ...bulkOutcome })),
});


// Payment gateways (issue #32): channels connected to a gateway, its notifications and finance's review of them.

const gatewayConnectionItem = z.object({
  /** The deposit channel (pay_channel type) and its name. */
  channel: z.string(),
  name: z.string(),
  /** 'manual' (receiving accounts, an operator's review) or the gateway's protocol ('epay'). */
  protocol: z.enum(['manual', 'epay']),
  api_url: z.string().nullable(),
  /** Where players' browsers open the gateway when not at api_url. */
  pay_url: z.string().nullable(),
  pid: z.string().nullable(),
  pay_type: z.string().nullable(),
  /** How payments and notifications are signed: MD5 (EPay V1, the merchant key) or RSA (EPay V2, the RSA keys); null when manual. */
  sign_type: z.enum(['MD5', 'RSA']).nullable(),
  allowed_ips: z.array(z.string()),
  /** Whether payouts (代付) can go through it: its payout keys were given. */
  payouts: z.boolean(),
  connected_by: z.string().nullable(),
  connected_at: z.string().nullable(),
  /** False when the sealed keys do not open with this server's secret key: the channel cannot take payments until connected again. */
  keys_open: z.boolean(),
});
export const adminGatewayConnections = defineCall({
  ...ROUTES.adminGatewayConnections,
  summary:
    "Every deposit channel in the players' order with how it is paid: manual (an operator reviews each order) or through a gateway, with the connection's settings (never its keys), who connected it and when, and whether payouts can go through it",
  request: z.object({}),
  data: z.array(gatewayConnectionItem),
});
export const adminConnectGateway = defineCall({
  ...ROUTES.adminConnectGateway,
  summary:
    "Connect (or connect again, replacing the earlier settings and keys) a deposit channel to an EPay (易支付) gateway, as the CLI's gateway:connect: the gateway's API URL, our merchant id (pid) and MD5 key, how payments are signed (MD5, EPay V1, or RSA, EPay V2 with the RSA keys), optionally the pay type sent as `type`, where browsers reach the gateway (pay_url), the addresses its notifications may come from, and for payouts our RSA private key and the gateway's public key (PEM). Keys are sealed with the server's secret key and never answered back. Audited without the keys; running servers see it within 10 seconds",
  request: z.object({
    channel: text(32).min(1),
    protocol: z.enum(['epay']),
    api_url: text(500),
    pay_url: text(500).optional(),
    pid: text(20),
    pay_type: text(32).optional(),
    /** MD5 (EPay V1, by default) or RSA (EPay V2: needs private_key and gateway_public_key). */
    sign_type: z.enum(['MD5', 'RSA']).optional(),
    /** Comma- or space-separated. */
    allowed_ips: text(1000).optional(),
    key: text(128),
    private_key: text(20_000).optional(),
    gateway_public_key: text(20_000).optional(),
  }),
  data: gatewayConnectionItem,
});
export const adminDisconnectGateway = defineCall({
  ...ROUTES.adminDisconnectGateway,
  summary: 'Disconnect a deposit channel from its gateway: its orders are reviewed by hand again and its keys are deleted. Audited',
  request: z.object({ channel: text(32).min(1) }),
  data: done,
});

const outcomes = Object.keys(GATEWAY_NOTIFICATION_OUTCOMES) as [GatewayNotificationOutcome, ...GatewayNotificationOutcome[]];
const gatewayNotificationItem = z.object({
  id: z.number().int(),
  created_at: z.string(),
  channel: z.string(),
  /** Our order number and the gateway's, as the notification names them ('' when it names none). */
  out_trade_no: z.string(),
  trade_no: z.string(),
  /** What the gateway says was paid. */
  amount: yuan.nullable(),
  /** The amount of the order it names as the member placed it (before a credit of another amount), when we have the order. */
  order_amount: yuan.nullable(),
  /** The member of the order it names, when we have one. */
  username: z.string().nullable(),
  signature_valid: z.boolean(),
  /** What was done (GATEWAY_NOTIFICATION_OUTCOMES). */
  outcome: z.enum(outcomes),
  /** GATEWAY_REVIEW_LABELS: 0 nothing to review, 1 waiting for finance, 2 credited by finance, 3 dismissed. */
  review_state: z.number().int(),
  reviewed_by: z.string().nullable(),
  review_note: z.string(),
  remote_address: z.string(),
  /** The parameters as received, JSON text. */
  params: z.string(),
});
export const adminGatewayNotifications = defineCall({
  ...ROUTES.adminGatewayNotifications,
  summary: `Every notification the gateways sent to a connected channel, newest first, paged (per_page up to 50, 20 by default): filtered by channel, an order number (ours or the gateway's), outcome, review (pending: those waiting for finance: ${Object.values(GATEWAY_REVIEW_LABELS).join(' / ')}) and Beijing days from/to, both included`,
  request: z.object({
    page: pageValue,
    per_page: smallIntValue,
    channel: text(32).optional(),
    order: text(64).optional(),
    outcome: optionalFilter(outcomes),
    review: optionalFilter(['pending']),
    from: dayFilter,
    to: dayFilter,
  }),
  data: paginated(gatewayNotificationItem),
});
export const adminResolveGatewayNotification = defineCall({
  ...ROUTES.adminResolveGatewayNotification,
  summary:
    "Finance settles a notification waiting for review, audited with a note: credit (补入账: the order's member is credited, once per gateway payment however many notifications name it; the order, if still pending, is approved and keeps the amount credited, which every list, export and report then shows) or dismiss (忽略: nothing is credited, e.g. refunded at the gateway). amount: what is credited when the gateway's amount differs from the order's, the order's (order) or the gateway's (paid), required then (adminGatewayCreditAmountUnchosen); paid otherwise. Refused for one not waiting, and credit for one that names no order of ours",
  request: z.object({ id: idValue, action: z.enum(['credit', 'dismiss']), amount: z.enum(['order', 'paid']).optional(), note: text(200).min(1) }),
  data: done,
});
export const adminQueryGatewayOrder = defineCall({
  ...ROUTES.adminQueryGatewayOrder,
  summary: `Ask the gateway about one of our gateway deposit orders now (EPay: api.php?act=order). A payment it reports that we have not credited is settled as its notification would be: credited when the order is pending, in time (${String(GATEWAY_ORDER_MINUTES)} minutes) and of the same amount, else kept for finance's review`,
  request: z.object({ out_trade_no: text(64).min(1) }),
  data: z.object({
    /** What the gateway answered: paid, unpaid, not-found (it has no such order), or unknown (no answer; error says why). */
    status: z.enum(['paid', 'unpaid', 'not-found', 'unknown']),
    trade_no: z.string().nullable(),
    amount: yuan.nullable(),
    error: z.string().nullable(),
    /** What was done with a payment it reported (GATEWAY_NOTIFICATION_OUTCOMES), or null. */
    outcome: z.enum(outcomes).nullable(),
  }),
});
