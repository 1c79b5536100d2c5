import { adminAuditLog, adminCreateOperator, adminDisableOperator, adminEnableOperator, adminOperators, adminResetOperatorTotp, adminSetOperatorRole } from "@casino/contract/calls/operators";
import { OPERATOR_SORTING } from '@casino/contract/list-sorting';
import { isAdminRole } from '@casino/contract/admin-roles';
import { MSG } from '@casino/contract/messages';
import { formatBeijingTime } from '@casino/contract/time';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCall } from '../../http/route';
import { paginate, pageSize } from '../../lists/page';
import { listOrder } from '../../lists/sort';
import { auditLogPage } from './audit-log-page';
import { createOperator, resetOperatorTotp, setOperatorDisabled, setOperatorRole } from './operators';
import { auditOf } from './request-admin';

/** The owner's calls: operator accounts and the audit log. */
export function operatorRoutes(admin: FastifyInstance, { database, db, clock, secrets }: AppContext): void {
  answerCall(admin, adminAuditLog, async ({ input }) => ({
    data: await auditLogPage(db, { page: input.page, perPage: input.per_page, admin: input.admin, action: input.action, from: input.from, to: input.to, sort: input.sort, order: input.order }),
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
}
