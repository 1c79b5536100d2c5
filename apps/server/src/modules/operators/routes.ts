import { adminAdjust, adminLedgerCheck } from "@casino/contract/calls/wallet";
import { adminAgents, adminApproveAgent, adminRejectAgent } from "@casino/contract/calls/agent";
import { adminApplications, adminApproveApplication, adminRejectApplication } from "@casino/contract/calls/promotions";
import { adminApproveDeposit, adminDeposits, adminRejectDeposit } from "@casino/contract/calls/deposit";
import { adminApproveWithdrawal, adminRejectWithdrawal, adminWithdrawals } from "@casino/contract/calls/withdraw";
import { adminLogin, adminLogout, adminLogoutAll, adminMe } from "@casino/contract/calls/operators";
import { adminMemberState } from "@casino/contract/calls/account";
import { adminMessage } from "@casino/contract/calls/inbox";
import { adminRedpacket } from "@casino/contract/calls/redpacket";
import { adminSettings, adminSite } from "@casino/contract/calls/site";
import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { fenToYuan, parseYuan } from '@casino/contract/money';
import { formatBeijingTime } from '@casino/contract/time';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { bearerToken } from '../../http/bearer-token';
import { BusinessError } from '../../http/business-error';
import { answerCall } from '../../http/route';
import { checkLedger } from '../../ledger/check';
import { inMoneyTransaction } from '../../db/money-transaction';
import { RateLimiter } from '../../security/rate-limit';
import { pendingAgentApplications, reviewAgentApplication } from '../agent/reviews';
import { reviewDeposit } from '../deposit/orders';
import { depositQueuePage } from '../deposit/queue';
import { sendInboxMessage } from '../inbox/send';
import { pendingApplications, reviewApplication } from '../promotions/reviews';
import { withdrawalQueuePage } from '../withdraw/queue';
import { reviewWithdrawal } from '../withdraw/reviews';
import { endAdminSessions } from './admins';
import { bannerRoutes } from '../site/admin-routes';
import { memberDetailRoutes } from '../account/admin-routes';
import { contentRoutes } from '../site/content-routes';
import { gamesContentRoutes } from '../games/admin-routes';
import { messageRoutes } from '../inbox/admin-routes';
import { adminUploadRoutes } from '../uploads/admin-routes';
import { setMemberState, setRedPacketSwitch, setSiteState } from '../account/member-state';
import { adjustBalance } from '../wallet/adjustments';
import { creditRoutes } from '../wallet/admin-routes';
import { askBonus, assertMayCredit, needsSecondOperator } from '../wallet/credit-guard';
import { adminCallOf, assertRoleMayCall } from './permissions';
import { operatorRoutes } from './admin-routes';
import { reportsRoutes } from '../reports/admin-routes';
import { settingsRoutes } from '../site/settings-routes';
import { queueRoutes } from '../withdraw/queue-routes';
import { adminOf, auditOf, operatorOf } from './request-admin';
import { adminOfToken } from './sessions';
import { signInAdmin } from './sign-in';
import { readSiteSwitches } from '../site/switches';
import { tierSettingsRoutes } from '../vip/admin-routes';

/** The operator API under /admin/api: its own accounts and tokens, never a member's. */
export function adminRoutes(admin: FastifyInstance, context: AppContext): void {
  const { database, db, clock, siteState } = context;
  const limiter = new RateLimiter(db);
  admin.decorateRequest('admin', null);
  admin.decorateRequest('adminCall', null);
  admin.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.public === true) return;
    const token = bearerToken(request);
    const found = token ? await adminOfToken(db, token, clock()) : undefined;
    if (!found) throw new BusinessError(MSG.unauthorized, CODES.unauthorized);
    // Every call's roles come from the contract's table; nothing is checked by the console alone.
    const call = adminCallOf(request.method, request.routeOptions.url);
    assertRoleMayCall(found.role, call);
    request.admin = found;
    request.adminCall = call;
  });

  answerCall(admin, adminLogin, async ({ input, request }) => ({ data: await signInAdmin(database, context.secrets, limiter, input, request.ip, clock()) }));

  answerCall(admin, adminLogout, async ({ request }) => {
    const now = clock();
    const operator = adminOf(request);
    await inMoneyTransaction(database, async (trx) => {
      await trx.deleteFrom('admin_session').where('token_hash', '=', operator.tokenHash).execute();
      await auditOf(request, now)(trx, { target: `admin:${operator.name}`, before: null, after: { sessions: 'this one ended' } });
    });
    return { data: [] };
  });

  answerCall(admin, adminLogoutAll, async ({ request }) => {
    const now = clock();
    const operator = adminOf(request);
    await inMoneyTransaction(database, async (trx) => {
      await endAdminSessions(trx, operator.id);
      await auditOf(request, now)(trx, { target: `admin:${operator.name}`, before: null, after: { sessions: 'all ended' } });
    });
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminMe, ({ request }) => {
    const { name, role } = adminOf(request);
    return { data: { name, role } };
  });

  answerCall(admin, adminDeposits, async ({ input }) => ({ data: await depositQueuePage(db, input) }));

  answerCall(admin, adminApproveDeposit, async ({ input, request }) => {
    const now = clock();
    await reviewDeposit(database, input.out_trade_no, true, operatorOf(request), now, auditOf(request, now));
    return { data: [], message: MSG.operationOk };
  });
  answerCall(admin, adminRejectDeposit, async ({ input, request }) => {
    const now = clock();
    await reviewDeposit(database, input.out_trade_no, false, operatorOf(request), now, auditOf(request, now), input.reason);
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminWithdrawals, async ({ input }) => ({ data: await withdrawalQueuePage(db, input) }));

  answerCall(admin, adminApproveWithdrawal, async ({ input, request }) => {
    const now = clock();
    const outcome = await reviewWithdrawal(database, input.id, true, operatorOf(request), now, auditOf(request, now));
    return { data: [], message: outcome === 'awaiting_second' ? MSG.withdrawalFirstApproval : MSG.operationOk };
  });
  answerCall(admin, adminRejectWithdrawal, async ({ input, request }) => {
    const now = clock();
    await reviewWithdrawal(database, input.id, false, operatorOf(request), now, auditOf(request, now), input.reason);
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
    return { data: [], message: outcome === 'awaiting_second' ? MSG.adminCreditAwaitingSecond : MSG.operationOk };
  });

  answerCall(admin, adminMemberState, async ({ input, request }) => {
    const now = clock();
    await setMemberState(database, input.username, input.state, now, auditOf(request, now));
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminSite, async ({ input, request }) => {
    const now = clock();
    await setSiteState(database, input.site_state, input.repair_tips, now, auditOf(request, now));
    siteState.forget();
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminRedpacket, async ({ input, request }) => {
    const now = clock();
    await setRedPacketSwitch(database, input.redpacket_switch === 1, now, auditOf(request, now));
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminSettings, async () => ({ data: await readSiteSwitches(db) }));

  answerCall(admin, adminApplications, async ({ input }) => {
    const page = await pendingApplications(db, { ...input, perPage: input.per_page });
    return {
      data: {
        ...page,
        data: page.data.map((a) => ({
          id: a.id,
          username: a.username,
          activity_name: a.activity_name,
          amount: a.amount_fen === null ? null : fenToYuan(a.amount_fen),
          created_at: formatBeijingTime(a.created_at),
        })),
      },
    };
  });
  answerCall(admin, adminApproveApplication, async ({ input, request }) => {
    const now = clock();
    const text = String(input.bonus ?? '').trim();
    const bonusFen = text === '' ? 0 : parseYuan(text);
    if (bonusFen === undefined) throw new BusinessError(MSG.invalidAmount);
    const operator = operatorOf(request);
    if (bonusFen > 0) assertMayCredit(adminOf(request).role, bonusFen);
    const waits = bonusFen > 0 && (await needsSecondOperator(db, bonusFen));
    await reviewApplication(database, input.id, true, operator, now, auditOf(request, now), bonusFen, waits ? askBonus(bonusFen, input.id, operator, now) : undefined);
    return { data: [], message: waits ? MSG.adminCreditAwaitingSecond : MSG.operationOk };
  });
  answerCall(admin, adminRejectApplication, async ({ input, request }) => {
    const now = clock();
    await reviewApplication(database, input.id, false, operatorOf(request), now, auditOf(request, now));
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminAgents, async ({ input }) => {
    const page = await pendingAgentApplications(db, { ...input, perPage: input.per_page });
    return { data: { ...page, data: page.data.map((a) => ({ ...a, created_at: formatBeijingTime(a.created_at) })) } };
  });
  answerCall(admin, adminApproveAgent, async ({ input, request }) => {
    const now = clock();
    await reviewAgentApplication(db, input.id, true, operatorOf(request), now, auditOf(request, now));
    return { data: [], message: MSG.operationOk };
  });
  answerCall(admin, adminRejectAgent, async ({ input, request }) => {
    const now = clock();
    await reviewAgentApplication(db, input.id, false, operatorOf(request), now, auditOf(request, now));
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminMessage, async ({ input, request }) => {
    const now = clock();
    return { data: { id: await sendInboxMessage(db, input.to, input.title, input.content, now, auditOf(request, now)) }, message: MSG.operationOk };
  });

  answerCall(admin, adminLedgerCheck, async () => {
    const breaches = await checkLedger(db);
    return { data: { ok: breaches.length === 0, breaches } };
  });

  operatorRoutes(admin, context);
  bannerRoutes(admin, context);
  creditRoutes(admin, context);
  memberDetailRoutes(admin, context);
  reportsRoutes(admin, context);
  settingsRoutes(admin, context);
  contentRoutes(admin, context);
  gamesContentRoutes(admin, context);
  tierSettingsRoutes(admin, context);
  adminUploadRoutes(admin, context);
  messageRoutes(admin, context);
  queueRoutes(admin, context);
}
