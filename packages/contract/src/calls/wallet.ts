import { z } from 'zod';
import { defineCall } from '../call';
import { ROUTES } from '../routes';
import { platformBalanceSchema } from '../entities/wallet';
import { codeValue, emptyBody, flag, formText, formValue, yuan, text, pageValue, smallIntValue, paginated, idValue, done } from '../wire';

export const balancelist = defineCall({
  ...ROUTES.balancelist,
  summary: 'The main wallet and every platform wallet',
  request: emptyBody,
  data: z.array(platformBalanceSchema),
});

export const balancelist2 = defineCall({
  ...ROUTES.balancelist2,
  summary: 'The same list; polled every 1.5 s on the transfer page',
  request: emptyBody,
  data: z.array(platformBalanceSchema),
});

export const transfer = defineCall({
  ...ROUTES.transfer,
  summary: 'Move money between the main wallet and a platform wallet',
  request: z.strictObject({ amount: formValue, sourcetype: formText, targettype: formText }),
  data: z.object({ balance: yuan }),
});

export const transall = defineCall({
  ...ROUTES.transall,
  summary: 'Bring every platform balance back to the main wallet',
  request: emptyBody,
  data: z.object({ balance: yuan }),
});

export const uptransferstatus = defineCall({
  ...ROUTES.uptransferstatus,
  summary: 'Turn seamless (免转) mode on or off',
  request: z.strictObject({ transferstatus: codeValue([0, 1]) }),
  data: z.object({ transferstatus: flag }),
});

// Operator calls (extensions), with an admin token.

/** A credit is a bonus (bet the site's adjustment multiple before it can be withdrawn) or a correction of the member's own money. */
export const ADJUSTMENT_KINDS = ['bonus', 'correction'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];
export const adminAdjust = defineCall({
  ...ROUTES.adminAdjust,
  summary:
    "Credit or debit a main wallet through the ledger, with a reason. A credit is a bonus (the default: the member bets the site's adjustment turnover multiple of it before withdrawing) or a correction of their own money (no turnover); it is within the operator's role limit, a credit and the operator's credits over a rolling 24 hours (CREDIT_LIMIT_FEN, 403 above: adminCreditOverLimit, adminCreditOverDailyLimit), and when the member's credits over 24 hours with it are above the site's two-operator amount it waits for a second operator (message adminCreditAwaitingSecond; adminCreditRequests)",
  request: z.object({ username: text(64).min(1), amount: formValue, memo: text(200).min(1), kind: z.enum(ADJUSTMENT_KINDS).optional() }),
  data: done,
});
export const adminLedgerCheck = defineCall({
  ...ROUTES.adminLedgerCheck,
  summary: 'Verify the ledger',
  request: z.object({}),
  data: z.object({ ok: z.boolean(), breaches: z.array(z.object({ check: z.string(), detail: z.string() })) }),
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


// transfer-wallet platforms: transfers whose outcome is not known yet
export const PLATFORM_TRANSFER_STATES = ['pending', 'unknown', 'posted', 'voided'] as const;
const platformTransfer = z.object({
  /** Our order id, the platform's transaction_uuid. */
  id: z.string(),
  username: z.string(),
  platform: z.string(),
  direction: z.enum(['in', 'out']),
  amount: yuan,
  state: z.enum(PLATFORM_TRANSFER_STATES),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  history: z.array(z.object({ at: z.string(), event: z.string(), detail: z.string() })),
});
export const adminPlatformTransfers = defineCall({
  ...ROUTES.adminPlatformTransfers,
  summary:
    "Transfers with a transfer-wallet platform still unresolved a minute after they began (pending: called, no answer; unknown: the call failed or timed out and is asked again with back-off), oldest first, each with its history; the amount stays held in the ledger until resolved",
  request: z.object({ page: pageValue, per_page: smallIntValue }),
  data: paginated(platformTransfer),
});
export const adminResolvePlatformTransfer = defineCall({
  ...ROUTES.adminResolvePlatformTransfer,
  summary:
    "Resolve an unresolved platform transfer by hand, audited with a reason: posted (确认已入账: the platform applied it; the hold is posted) or voided (确认未入账: it did not; the hold is released). Refused for one already resolved (adminPlatformTransferResolved)",
  request: z.object({ id: text(64).min(1), outcome: z.enum(['posted', 'voided']), reason: text(200).min(1) }),
  data: done,
});
