import { z } from 'zod';
import { defineCall } from '../call';
import { EXPORT_ROW_CAP } from '../constants';
import { ROUTES } from '../routes';
import { emptyBody, formText, formValue, yuan, optionalFilter, paginated, idValue, text, done } from '../wire';
import { WITHDRAWAL_FLAG_LABELS, type WithdrawalFlag } from '../codes';
import { memberLinkSchema } from '../entities/account';
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

