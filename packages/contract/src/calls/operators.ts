import { defineCall } from '../call';
import { EXPORT_ROW_CAP } from '../constants';
import { ROUTES } from '../routes';
import { z } from 'zod';
import { dayFilter, done, emptyBody, formText, pageValue, paginated, smallIntValue, sortFields, text } from '../wire';
import { ADMIN_ROLES } from '../admin-roles';
import { AUDIT_LOG_SORTING, OPERATOR_SORTING } from '../list-sorting';

/** The operators' own calls (extensions): sign-in, sessions, operator accounts, roles and the audit log. */

export const adminLogin = defineCall({
  ...ROUTES.adminLogin,
  summary:
    'Sign an operator in with name, password and the 6-digit TOTP code of their authenticator app, or one of their recovery codes (xxxx-xxxx, each good once) in its place; answers an admin token (12 h, or 30 min idle)',
  request: z.object({ name: formText, password: formText, code: formText }),
  data: z.object({ token: z.string(), name: z.string(), role: z.enum(ADMIN_ROLES) }),
});
export const adminLogout = defineCall({
  ...ROUTES.adminLogout,
  summary: 'End the operator session',
  request: emptyBody,
  data: done,
});
export const adminLogoutAll = defineCall({
  ...ROUTES.adminLogoutAll,
  summary: 'End every session of the signed-in operator, on every device',
  request: emptyBody,
  data: done,
});
export const adminMe = defineCall({
  ...ROUTES.adminMe,
  summary: "The signed-in operator: name and role; maintenance: the tip players see while the site is in maintenance, null while it is open (every operator's console shows it)",
  request: z.object({}),
  data: z.object({ name: z.string(), role: z.enum(ADMIN_ROLES), maintenance: z.string().nullable() }),
});
const adminName = text(32).trim().min(1);
/** An operator's one-time recovery codes, xxxx-xxxx, as issued (shown once, kept only as digests). */
const recoveryCodes = z.array(z.string());
const role = z.enum(ADMIN_ROLES);
export const adminAuditLog = defineCall({
  ...ROUTES.adminAuditLog,
  summary:
    'The audit log, newest first unless sorted by time, operator or action, paged on the server (per_page up to 50, 20 by default): filtered by operator name, action (the route name of the call, such as adminApproveDeposit) and Beijing days from/to, both included. before and after are JSON text.',
  request: z.object({ page: pageValue, per_page: smallIntValue, admin: text(32).optional(), action: text(64).optional(), from: dayFilter, to: dayFilter, ...sortFields(AUDIT_LOG_SORTING) }),
  data: paginated(
    z.object({
      id: z.number().int(),
      admin_name: z.string(),
      action: z.string(),
      target: z.string(),
      before: z.string().nullable(),
      after: z.string().nullable(),
      ip: z.string(),
      created_at: z.string(),
    }),
  ),
});
export const adminAuditLogCsv = defineCall({
  ...ROUTES.adminAuditLogCsv,
  summary: `The audit log of adminAuditLog's filters (operator, action, days, order) as a CSV file for Excel: every matching entry, up to ${String(EXPORT_ROW_CAP)} (more is refused, asking to narrow the filters), Chinese headers, Beijing times, before and after as JSON text, UTF-8 with a byte order mark, named in Content-Disposition; the export is itself written to the log`,
  request: adminAuditLog.request.omit({ page: true, per_page: true }),
  data: z.string(),
  csv: true,
});
export const adminOperators = defineCall({
  ...ROUTES.adminOperators,
  summary: 'The operator accounts, by name unless sorted by role or creation time, paged on the server',
  request: z.object({ page: pageValue, per_page: smallIntValue, ...sortFields(OPERATOR_SORTING) }),
  data: paginated(
    z.object({
      name: z.string(),
      role,
      disabled: z.boolean(),
      totp: z.boolean(),
      /** How many of their recovery codes are still unused. */
      recovery_codes: z.number().int(),
      created_at: z.string(),
      last_login_ip: z.string().nullable(),
    }),
  ),
});
export const adminCreateOperator = defineCall({
  ...ROUTES.adminCreateOperator,
  summary: 'Create an operator: answers their generated password, otpauth:// URI (and its secret) and 10 one-time recovery codes once',
  request: z.object({ name: adminName, role }),
  data: z.object({ name: z.string(), role, password: z.string(), otpauth_uri: z.string(), secret: z.string(), recovery_codes: recoveryCodes }),
});
export const adminSetOperatorRole = defineCall({ ...ROUTES.adminSetOperatorRole, summary: "Change an operator's role (one owner at least stays)", request: z.object({ name: adminName, role }), data: done });
export const adminDisableOperator = defineCall({ ...ROUTES.adminDisableOperator, summary: 'Disable an operator: their sessions end and they cannot sign in (one owner at least stays)', request: z.object({ name: adminName }), data: done });
export const adminEnableOperator = defineCall({ ...ROUTES.adminEnableOperator, summary: 'Enable a disabled operator again', request: z.object({ name: adminName }), data: done });
export const adminResetOperatorTotp = defineCall({
  ...ROUTES.adminResetOperatorTotp,
  summary:
    'Issue a new TOTP secret for an operator (a lost phone): answers the otpauth:// URI and 10 new recovery codes once; their old codes and recovery codes stop working and their sessions end',
  request: z.object({ name: adminName }),
  data: z.object({ otpauth_uri: z.string(), secret: z.string(), recovery_codes: recoveryCodes }),
});
export const adminChangeOwnPassword = defineCall({
  ...ROUTES.adminChangeOwnPassword,
  summary:
    "The signed-in operator changes their own password: the current one, the new one (10-64 characters with a letter and a digit) and its confirmation; a wrong current password changes nothing and counts as a sign-in attempt. Their other sessions end, this one stays; audited",
  request: z.object({ password: formText, new_password: formText, confirm_password: formText }),
  data: done,
});
export const adminRecoveryCodes = defineCall({
  ...ROUTES.adminRecoveryCodes,
  summary: "How many of the signed-in operator's recovery codes are still unused",
  request: z.object({}),
  data: z.object({ remaining: z.number().int() }),
});
export const adminRegenerateRecoveryCodes = defineCall({
  ...ROUTES.adminRegenerateRecoveryCodes,
  summary:
    "The signed-in operator's 10 new recovery codes, answered once, given their current password (a wrong one counts as a sign-in attempt); the earlier codes stop working; audited without the codes",
  request: z.object({ password: formText }),
  data: z.object({ recovery_codes: recoveryCodes }),
});
