import { isAdminRole } from '@casino/contract/admin-roles';
import {
  adminAuditLog,
  adminCreateOperator,
  adminDisableOperator,
  adminEnableOperator,
  adminLogin,
  adminLogout,
  adminLogoutAll,
  adminMe,
  adminOperators,
  adminResetOperatorTotp,
  adminSetOperatorRole,
} from '@casino/contract/calls/operators';
import { OPERATOR_SORTING } from '@casino/contract/list-sorting';
import { MSG } from '@casino/contract/messages';
import { formatBeijingTime } from '@casino/contract/time';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { inMoneyTransaction } from '../../db/money-transaction';
import { answerCall } from '../../http/route';
import { pageSize, paginate } from '../../lists/page';
import { listOrder } from '../../lists/sort';
import { RateLimiter } from '../../security/rate-limit';
import { endAdminSessions } from './admins';
import { auditLogPage } from './audit-log-page';
import { createOperator, resetOperatorTotp, setOperatorDisabled, setOperatorRole } from './operators';
import { adminOf, auditOf } from './request-admin';
import { endAdminSession } from './sessions';
import { signInAdmin } from './sign-in';

/** The operators' own calls: sign-in and sessions, operator accounts and roles, the audit log. */
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

  answerCall(admin, adminOperators, async ({ input }) => {
    const order = listOrder(OPERATOR_SORTING, input, { name: 'name', role: 'role', created: 'created_at' });
    return {
      data: await paginate(
        db.selectFrom('admin_user'),
        (query) => query.select(['name', 'role', 'disabled_at', 'totp_secret', 'created_at', 'last_login_ip']).orderBy(order.column, order.direction).orderBy('name'),
        { page: input.page, perPage: pageSize(input.per_page, 20) },
        (row) => ({
          name: row.name,
          role: isAdminRole(row.role) ? row.role : 'support',
          disabled: row.disabled_at !== null,
          totp: row.totp_secret !== null,
          created_at: formatBeijingTime(row.created_at),
          last_login_ip: row.last_login_ip,
        }),
      ),
    };
  });

  answerCall(admin, adminCreateOperator, async ({ input, request }) => {
    const now = clock();
    const created = await createOperator(database, secrets, input.name, input.role, now, auditOf(request, now));
    return { data: { name: input.name, role: input.role, password: created.password, otpauth_uri: created.uri, secret: created.secret }, message: MSG.operationOk };
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
    const issued = await resetOperatorTotp(database, secrets, input.name, auditOf(request, clock()));
    return { data: { otpauth_uri: issued.uri, secret: issued.secret }, message: MSG.operationOk };
  });
  answerCall(admin, adminLogin, async ({ input, request }) => ({ data: await signInAdmin(database, secrets, limiter, input, request.ip, clock()) }));

  answerCall(admin, adminLogout, async ({ request }) => {
    const now = clock();
    const operator = adminOf(request);
    await inMoneyTransaction(database, async (trx) => {
      await endAdminSession(trx, operator.tokenHash);
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
}
