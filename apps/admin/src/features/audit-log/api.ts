import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../api/call';
import type { AuditFilters } from './audit-filters';

export const AUDIT_PAGE_SIZE = 20;

/** One page of the audit log within the filters ('' filters nothing), in its sort; the last page stays on screen while the next loads. */
export const auditLogQuery = ({ page, admin, action, from, to, sort, order }: AuditFilters) =>
  queryOptions({
    queryKey: ['adminAuditLog', { page, admin, action, from, to, sort, order }],
    queryFn: async () => (await adminCall('adminAuditLog', { page, per_page: AUDIT_PAGE_SIZE, admin, action, from, to, sort, order })).data,
    placeholderData: keepPreviousData,
  });
