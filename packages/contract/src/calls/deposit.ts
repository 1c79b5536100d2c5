import { z } from 'zod';
import { defineCall } from '../call';
import { EXPORT_ROW_CAP } from '../constants';
import { ROUTES } from '../routes';
import { PAY_RANGE_TYPES } from '../codes';
import { payInfoSchema, payRangeSchema, payWayFlagsSchema, platformBankAccountSchema } from '../entities/deposit';
import { formText, formValue, optionalFilter, text, paginated, yuan, pageValue, smallIntValue, sortFields, idValue, done } from '../wire';
import { PAY_CHANNEL_SORTING, RECEIVING_ACCOUNT_SORTING } from '../list-sorting';
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
  summary: 'Create a deposit order; message holds its number, or info.navurl for channels 5 and 6',
  request: depositRequestSchema,
  data: z.object({ out_trade_no: z.string() }),
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

