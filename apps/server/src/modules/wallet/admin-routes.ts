import {
  adminAdjust,
  adminApproveCredit,
  adminCreditRequests,
  adminLedgerCheck,
  adminPlatformTransfers,
  adminRejectCredit,
  adminResolvePlatformTransfer,
  adminSaveTurnoverMultiple,
  adminTurnoverMultiple,
} from '@casino/contract/calls/wallet';
import { MSG } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { parseYuan } from '@casino/contract/money';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { BusinessError } from '../../kernel/errors';
import { answerCall } from '../../platform/http/route';
import { checkLedger } from '../../ledger/check';
import { pageSize } from '../../kernel/lists/page';
import { adminOf, auditOf, operatorOf } from '../operators/public';
import { adjustBalance } from './adjustments';
import { pendingCredits, reviewCredit } from './credits';
import { resolvePlatformTransferByHand, unresolvedPlatformTransfers } from './platform-transfer-admin';
import { readTurnoverMultiple, saveTurnoverMultiple } from './turnover-settings';

/** The operators' money calls on a wallet: adjustments, the credits waiting for a second operator, the turnover multiples and the ledger check. */
export function walletAdminRoutes(admin: FastifyInstance, context: AppContext): void {
  const { database, db, clock } = context;
  answerCall(admin, adminCreditRequests, async ({ input }) => ({ data: await pendingCredits(db, { page: input.page, perPage: pageSize(input.per_page, 20) }) }));

  answerCall(admin, adminApproveCredit, async ({ input, request }) => {
    const now = clock();
    await reviewCredit(database, { id: input.id, approve: true, operator: operatorOf(request), role: adminOf(request).role, now, audit: auditOf(request, now) });
    return { data: [], message: MSG.operationOk };
  });
  answerCall(admin, adminRejectCredit, async ({ input, request }) => {
    const now = clock();
    await reviewCredit(database, {
      id: input.id,
      approve: false,
      operator: operatorOf(request),
      role: adminOf(request).role,
      now,
      audit: auditOf(request, now),
      reason: input.reason,
    });
    return { data: [], message: MSG.operationOk };
  });
  answerCall(admin, adminAdjust, async ({ input, request }) => {
    const text = String(input.amount ?? '').trim();
    const fen = parseYuan(text.replace(/^-/, ''));
    if (fen === undefined) throw new BusinessError(MSG.invalidAmount);
    const now = clock();
    const outcome = await adjustBalance(database, {
      username: input.username,
      fen: text.startsWith('-') ? -fen : fen,
      memo: input.memo,
      kind: input.kind ?? 'bonus',
      operator: operatorOf(request),
      role: adminOf(request).role,
      now,
      audit: auditOf(request, now),
    });
    return { data: [], message: outcome === 'awaiting_second' ? ADMIN_MSG.adminCreditAwaitingSecond : MSG.operationOk };
  });

  answerCall(admin, adminLedgerCheck, async () => {
    const breaches = await checkLedger(db);
    return { data: { ok: breaches.length === 0, breaches } };
  });

  answerCall(admin, adminPlatformTransfers, async ({ input }) => ({ data: await unresolvedPlatformTransfers(db, clock(), { page: input.page, perPage: pageSize(input.per_page, 20) }) }));

  answerCall(admin, adminResolvePlatformTransfer, async ({ input, request }) => {
    const now = clock();
    await resolvePlatformTransferByHand(database, { ...input, operator: operatorOf(request), role: adminOf(request).role, now, audit: auditOf(request, now) });
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminTurnoverMultiple, async () => ({ data: await readTurnoverMultiple(db) }));

  answerCall(admin, adminSaveTurnoverMultiple, async ({ input, request }) => {
    const now = clock();
    return { data: await saveTurnoverMultiple(database, input, now, auditOf(request, now)), message: MSG.operationOk };
  });
}
