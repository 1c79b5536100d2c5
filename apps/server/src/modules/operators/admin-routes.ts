import {
  adminAuditLog,
  adminAuditLogCsv,
  adminChangeOwnPassword,
  adminCreateOperator,
  adminDisableOperator,
  adminEnableOperator,
  adminLogin,
  adminLogout,
  adminLogoutAll,
  adminMe,
  adminOperators,
  adminRecoveryCodes,
  adminRegenerateRecoveryCodes,
  adminResetOperatorTotp,
  adminSetOperatorRole,
} from '@casino/contract/calls/operators';
import { MSG } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCsvCall } from '../../kernel/lists/csv-route';
import { deviceIdOf } from '../../platform/http/device-id';
import { answerCall } from '../../platform/http/route';
import { RateLimiter } from '../../platform/security/rate-limit';
import { auditLogFile } from './audit-log-export';
import { auditLogPage } from './audit-log-page';
import { operatorMe } from './me';
import { operatorPage } from './operator-list';
import { createOperator, resetOperatorTotp, setOperatorDisabled, setOperatorRole } from './operators';
import { changeOwnPassword, regenerateOwnRecoveryCodes } from './own-account';
import { unusedRecoveryCodes } from './recovery-codes';
import { adminOf, auditOf } from './request-admin';
import { signInAdmin } from './sign-in';
import { signOutAdmin } from './sign-out';

/** The operators' own calls: sign-in and sessions, their own password and recovery codes, operator accounts and roles, the audit log. */
export function operatorsAdminRoutes(admin: FastifyInstance, context: AppContext): void {
  const { database, db, clock, secrets } = context;
  const limiter = new RateLimiter(db);
  answerCall(admin, adminAuditLog, async ({ input }) => ({
    data: await auditLogPage(db, {
      page: input.page,
      perPage: input.per_page,
      admin: input.admin,
      action: input.action,
      from: input.from,
      to: input.to,
      sort: input.sort,
      order: input.order,
    }),
  }));

  answerCsvCall(admin, adminAuditLogCsv, async ({ input, request }) => auditLogFile(db, input, auditOf(request, clock())));

  answerCall(admin, adminOperators, async ({ input }) => ({ data: await operatorPage(db, input) }));

  answerCall(admin, adminCreateOperator, async ({ input, request }) => {
    const now = clock();
    const created = await createOperator(database, secrets, input.name, input.role, now, auditOf(request, now));
    return {
      data: { name: input.name, role: input.role, password: created.password, otpauth_uri: created.uri, secret: created.secret, recovery_codes: created.recoveryCodes },
      message: MSG.operationOk,
    };
  });

  answerCall(admin, adminSetOperatorRole, async ({ input, request }) => {
    await setOperatorRole(database, input.name, input.role, auditOf(request, clock()));
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminDisableOperator, async ({ input, request }) => {
    const now = clock();
    await setOperatorDisabled(database, input.name, true, now, auditOf(request, now));
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminEnableOperator, async ({ input, request }) => {
    const now = clock();
    await setOperatorDisabled(database, input.name, false, now, auditOf(request, now));
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminResetOperatorTotp, async ({ input, request }) => {
    const now = clock();
    const issued = await resetOperatorTotp(database, secrets, input.name, now, auditOf(request, now));
    return { data: { otpauth_uri: issued.uri, secret: issued.secret, recovery_codes: issued.recoveryCodes }, message: MSG.operationOk };
  });

  answerCall(admin, adminChangeOwnPassword, async ({ input, request }) => {
    const now = clock();
    await changeOwnPassword(database, limiter, { operator: adminOf(request), ip: request.ip, now }, input, auditOf(request, now));
    return { data: [], message: ADMIN_MSG.adminPasswordChanged };
  });

  answerCall(admin, adminRecoveryCodes, async ({ request }) => ({ data: { remaining: await unusedRecoveryCodes(db, adminOf(request).id) } }));

  answerCall(admin, adminRegenerateRecoveryCodes, async ({ input, request }) => {
    const now = clock();
    const codes = await regenerateOwnRecoveryCodes(database, secrets, limiter, { operator: adminOf(request), ip: request.ip, now }, input.password, auditOf(request, now));
    return { data: { recovery_codes: codes }, message: ADMIN_MSG.adminRecoveryCodesIssued };
  });
  answerCall(admin, adminLogin, async ({ input, request }) => ({ data: await signInAdmin(database, secrets, limiter, input, request.ip, clock(), deviceIdOf(request)) }));

  answerCall(admin, adminLogout, async ({ request }) => {
    await signOutAdmin(database, adminOf(request), false, auditOf(request, clock()));
    return { data: [] };
  });

  answerCall(admin, adminLogoutAll, async ({ request }) => {
    await signOutAdmin(database, adminOf(request), true, auditOf(request, clock()));
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminMe, async ({ request }) => ({ data: await operatorMe(db, adminOf(request)) }));
}
