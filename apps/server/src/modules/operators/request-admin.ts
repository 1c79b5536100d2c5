import type { AdminRouteName } from '@casino/contract/admin-permissions';
import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import type { FastifyRequest } from 'fastify';
import { auditWriter, type AuditWriter } from '../../kernel/audit-log';
import { BusinessError } from '../../kernel/errors';
import type { AdminActor } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator of an admin call, set by the admin hook. */
    admin: AdminActor | null;
    /** The admin call the request was routed to, set by the admin hook: the audit log's action. */
    adminCall: AdminRouteName | null;
  }
}

export function adminOf(request: FastifyRequest): AdminActor {
  if (!request.admin) throw new BusinessError(MSG.unauthorized, CODES.unauthorized);
  return request.admin;
}

/** `admin:<name>`, recorded as the operator on what they do. */
export function operatorOf(request: FastifyRequest): string {
  return adminOf(request).label;
}

/** The audit writer of this call: its operator, its route name as the action, the client's address. */
export function auditOf(request: FastifyRequest, now: number): AuditWriter {
  const admin = adminOf(request);
  if (!request.adminCall) throw new BusinessError(ADMIN_MSG.adminForbidden, CODES.forbidden);
  return auditWriter({ adminId: admin.id, name: admin.name, ip: request.ip }, request.adminCall, now);
}
