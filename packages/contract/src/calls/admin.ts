import { z } from 'zod';
import { defineCall } from '../call';
import { emptyBody, formText, formValue, idValue, yuan } from '../wire';

/** Operator calls (extensions): the same operations as `npm run admin`, with an admin token. */

const done = z.array(z.never());

export const adminLogin = defineCall({
  method: 'POST',
  path: '/admin/api/login',
  summary: 'Log an operator in; answers an admin token',
  auth: false,
  admin: true,
  extension: true,
  request: z.object({ name: formText, password: formText }),
  data: z.object({ token: z.string() }),
});

export const adminLogout = defineCall({
  method: 'POST',
  path: '/admin/api/logout',
  summary: 'End the operator session',
  auth: true,
  admin: true,
  extension: true,
  request: emptyBody,
  data: done,
});

export const adminDeposits = defineCall({
  method: 'GET',
  path: '/admin/api/deposits',
  summary: 'Pending deposits',
  auth: true,
  admin: true,
  extension: true,
  request: z.object({}),
  data: z.array(z.object({ out_trade_no: z.string(), username: z.string(), channel: z.string(), amount: yuan, created_at: z.string(), depositor_name: z.string() })),
});

const review = { auth: true, admin: true, extension: true } as const;

export const adminApproveDeposit = defineCall({ ...review, method: 'POST', path: '/admin/api/deposits/approve', summary: 'Credit a pending deposit', request: z.object({ out_trade_no: z.string().min(1) }), data: done });
export const adminRejectDeposit = defineCall({ ...review, method: 'POST', path: '/admin/api/deposits/reject', summary: 'Refuse a pending deposit', request: z.object({ out_trade_no: z.string().min(1) }), data: done });

export const adminWithdrawals = defineCall({
  ...review,
  method: 'GET',
  path: '/admin/api/withdrawals',
  summary: 'Pending withdrawals',
  request: z.object({}),
  data: z.array(
    z.object({ id: z.number().int(), order_no: z.string(), username: z.string(), amount: yuan, payout: z.number(), payout_unit: z.string(), account: z.string(), created_at: z.string() }),
  ),
});

export const adminApproveWithdrawal = defineCall({ ...review, method: 'POST', path: '/admin/api/withdrawals/approve', summary: 'Pay out a held withdrawal', request: z.object({ id: idValue }), data: done });
export const adminRejectWithdrawal = defineCall({ ...review, method: 'POST', path: '/admin/api/withdrawals/reject', summary: 'Return a held withdrawal', request: z.object({ id: idValue }), data: done });

export const adminAdjust = defineCall({
  ...review,
  method: 'POST',
  path: '/admin/api/adjust',
  summary: 'Credit or debit a main wallet through the ledger, with a reason',
  request: z.object({ username: z.string().min(1), amount: formValue, memo: z.string().min(1).max(200) }),
  data: done,
});

export const adminMemberState = defineCall({
  ...review,
  method: 'POST',
  path: '/admin/api/members/state',
  summary: 'Block, unblock, disable or enable a member',
  request: z.object({ username: z.string().min(1), state: z.enum(['block', 'unblock', 'disable', 'enable']) }),
  data: done,
});

export const adminSite = defineCall({
  ...review,
  method: 'POST',
  path: '/admin/api/site',
  summary: 'Maintenance on (0) or off (1), with the tip shown',
  request: z.object({ site_state: z.union([z.literal(0), z.literal(1)]), repair_tips: z.string().max(500).optional() }),
  data: done,
});

export const adminRedpacket = defineCall({
  ...review,
  method: 'POST',
  path: '/admin/api/redpacket',
  summary: 'The red packet switch',
  request: z.object({ redpacket_switch: z.union([z.literal(0), z.literal(1)]) }),
  data: done,
});

export const adminLedgerCheck = defineCall({
  ...review,
  method: 'GET',
  path: '/admin/api/ledger/check',
  summary: 'Verify the ledger',
  request: z.object({}),
  data: z.object({ ok: z.boolean(), breaches: z.array(z.object({ check: z.string(), detail: z.string() })) }),
});
