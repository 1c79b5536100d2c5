import { z } from 'zod';
import { defineCall } from '../call';
import { EXPORT_ROW_CAP } from '../constants';
import { ROUTES } from '../routes';
import { emptyBody, formText, formValue, yuan, optionalFilter, paginated, idValue, text, done, pageValue, smallIntValue } from '../wire';
import { WITHDRAWAL_FLAG_LABELS, type WithdrawalFlag } from '../codes';
import { memberLinkSchema } from '../entities/account';
import { PAYOUT_STATE_LABELS } from '../gateways';
import { QUEUE_SUMMARY, queueFilters, reviewState, previousTotals, recentOrder, bulkOutcome } from '../review-queue';

export const getBetAmount = defineCall({
  ...ROUTES.getBetAmount,
  summary: 'The turnover requirement before a withdrawal',
  request: emptyBody,
  data: z.object({
    /** Turnover still required before a withdrawal (0 when met). */
    bet_amount: yuan,
    /** Extension: turnover required since the last deposit, and turnover reached. */
    required: yuan.optional(),
    reached: yuan.optional(),
  }),
});

export const withdraw = defineCall({
  ...ROUTES.withdraw,
  summary: 'Request a withdrawal to a bound account; funds are held until reviewed',
  request: z.strictObject({
    amount: formValue,
    /** The bound account's id. */
    bank: formValue,
    /** The pay password. */
    password: formText,
  }),
  data: z.object({
    id: z.number().int(),
    order_no: z.string(),
    /** The amount paid out: yuan for cards, USDT after the fee for USDT accounts. */
    real_money: z.number(),
  }),
});

// Operator calls (extensions), with an admin token.

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
      /** The other members linked to the withdrawing one (memberLinkText says how), up to 50. */
      links: z.array(memberLinkSchema),
      /** The withdrawing member's tags (adminSetMemberTags). */
      tags: z.array(z.string()),
      /** What the review is warned of (WITHDRAWAL_FLAG_LABELS). */
      flags: z.array(z.enum(Object.keys(WITHDRAWAL_FLAG_LABELS) as [WithdrawalFlag, ...WithdrawalFlag[]])),
      state: reviewState,
      reviewed_by: z.string().nullable(),
      reviewed_at: z.string().nullable(),
      reason: z.string(),
      /** Its payout through a gateway (PAYOUT_STATE_LABELS: paying 出款中, paid 已出款, failed 出款失败), '' when paid by hand or not yet. */
      payout_state: z.enum(['', 'paying', 'paid', 'failed']),
      /** The gateway's reference of a paid payout, else ''. */
      payout_reference: z.string(),
    }),
  ),
});
export const adminWithdrawalsCsv = defineCall({
  ...ROUTES.adminWithdrawalsCsv,
  summary: `The withdrawals of adminWithdrawals' filters (state, kind, days, member, amounts, order) as a CSV file for Excel: every matching row, up to ${String(EXPORT_ROW_CAP)} (more is refused, asking to narrow the filters), Chinese headers and labels, yuan with 2 decimals, Beijing times, UTF-8 with a byte order mark, named in Content-Disposition; written to the audit log`,
  request: adminWithdrawals.request.omit({ page: true, per_page: true }),
  data: z.string(),
  csv: true,
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
export const adminBulkReviewWithdrawals = defineCall({
  ...ROUTES.adminBulkReviewWithdrawals,
  summary:
    'Approve or refuse up to 50 withdrawals (checkBulkReview; a refusal gives one reason for all). Each row is reviewed as adminApproveWithdrawal / adminRejectWithdrawal would, in its own transaction and audited on its own: a large one gets only its first approval (message withdrawalFirstApproval), and its first approver cannot give the second',
  request: z.object({ ids: z.array(idValue).max(50), approve: z.boolean(), reason: text(200).optional() }),
  data: z.array(z.object({ id: z.number().int(), ...bulkOutcome })),
});


// Payouts (代付) through a payment gateway (issue #32).

export const adminPayoutWithdrawal = defineCall({
  ...ROUTES.adminPayoutWithdrawal,
  summary:
    "Approve a held withdrawal and pay it through a channel's gateway (代付) instead of by hand, with approval's four-eyes rule (a first approval only marks it, as adminApproveWithdrawal). The withdrawal becomes approved with its payout 出款中 (paying) and its money still held; the gateway's answer, or its status asked again with back-off when the answer is unknown, makes it 已出款 (paid: the hold is posted) or 出款失败 (failed: the operator then chooses, adminSettleFailedPayout). A payout whose outcome is unknown is never sent as a new one: the same payout number is asked about, and sent again only as itself (the gateway pays one number once). Only a bank card or e-wallet withdrawal in yuan (not USDT)",
  request: z.object({ id: idValue, channel: text(32).min(1) }),
  data: z.object({ state: z.enum(['awaiting_second', 'paying', 'paid', 'failed']) }),
});
const payoutItem = z.object({
  /** Our payout number (EPay's out_biz_no). */
  id: z.string(),
  withdrawal_id: z.number().int(),
  order_no: z.string(),
  username: z.string(),
  channel: z.string(),
  amount: yuan,
  /** sending (called, no answer yet), unknown (asked again with back-off), processing (accepted, not paid yet), paid, failed. */
  state: z.enum(['sending', 'unknown', 'processing', 'paid', 'failed']),
  reference: z.string(),
  error: z.string(),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  created_by: z.string(),
  created_at: z.string(),
  history: z.array(z.object({ at: z.string(), event: z.string(), detail: z.string() })),
});
export const adminWithdrawalPayouts = defineCall({
  ...ROUTES.adminWithdrawalPayouts,
  summary: `Payouts through gateways, newest first, paged (per_page up to 50): all, those not settled yet (open: sending, unknown, processing), or of one withdrawal; each with its history. Labels: ${Object.values(PAYOUT_STATE_LABELS).join(' / ')}`,
  request: z.object({ page: pageValue, per_page: smallIntValue, state: optionalFilter(['open', 'paid', 'failed']), withdrawal: idValue.optional() }),
  data: paginated(payoutItem),
});
export const adminSettleFailedPayout = defineCall({
  ...ROUTES.adminSettleFailedPayout,
  summary:
    "What becomes of a withdrawal whose payout failed (出款失败), audited with a reason: refund (the held money goes back to the member and the withdrawal is refused with the reason, which the member reads) or requeue (the withdrawal is pending again, its money still held, to be approved by hand or paid through a gateway again). Refused for a withdrawal whose payout has not failed",
  request: z.object({ id: idValue, action: z.enum(['refund', 'requeue']), reason: text(200).min(1) }),
  data: done,
});
export const adminResolvePayout = defineCall({
  ...ROUTES.adminResolvePayout,
  summary:
    "Settle by hand a payout whose outcome the gateway has not given (sending, unknown, processing), after the operator has checked it with the gateway, audited with a reason: paid (已出款, with the gateway's reference: the held money leaves for good) or failed (出款失败: the money stays held for adminSettleFailedPayout's choice). Refused for a payout already settled (adminPayoutSettled) and while the server is asking the gateway about it (adminPayoutCalling); the server stops asking once it is settled",
  request: z.object({ id: text(64).min(1), outcome: z.enum(['paid', 'failed']), reference: text(64).optional(), reason: text(200).min(1) }),
  data: done,
});
