import { fenToYuan } from '@casino/contract/money';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import type { AdminRole } from '@casino/contract/admin-roles';
import { CODES } from '@casino/contract/codes';
import { formatBeijingTime } from '@casino/contract/time';
import type { Kysely } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { paginate, type PageRequest } from '../../kernel/lists/page';
import { STALE_PENDING_MS } from './platform-transfer-calls';
import { settlePlatformTransfer, type HistoryEntry } from './platform-transfer-orders';

/** The transfers still unresolved a minute after they began (a call in flight is not listed), oldest first, with their history. */
export function unresolvedPlatformTransfers(db: Kysely<Tables>, now: number, page: PageRequest) {
  return paginate(
    db
      .selectFrom('platform_transfer')
      .innerJoin('member', 'member.id', 'platform_transfer.member_id')
      .where('platform_transfer.state', 'in', ['pending', 'unknown'])
      .where('platform_transfer.created_at', '<=', now - STALE_PENDING_MS),
    (query) =>
      query
        .select([
          'platform_transfer.id',
          'member.username',
          'platform_transfer.platform',
          'platform_transfer.direction',
          'platform_transfer.amount',
          'platform_transfer.state',
          'platform_transfer.attempts',
          'platform_transfer.next_attempt_at',
          'platform_transfer.last_error',
          'platform_transfer.created_at',
          'platform_transfer.history_json',
        ])
        .orderBy('platform_transfer.created_at')
        .orderBy('platform_transfer.id'),
    page,
    (row) => ({
      id: row.id,
      username: row.username,
      platform: row.platform,
      direction: row.direction,
      amount: fenToYuan(row.amount),
      state: row.state,
      attempts: row.attempts,
      next_attempt_at: row.next_attempt_at === null ? null : formatBeijingTime(row.next_attempt_at),
      last_error: row.last_error,
      created_at: formatBeijingTime(row.created_at),
      history: (JSON.parse(row.history_json) as HistoryEntry[]).map((entry) => ({ at: formatBeijingTime(entry.at), event: entry.event, detail: entry.detail })),
    }),
  );
}

const MAY_RESOLVE: readonly AdminRole[] = ['owner', 'finance'];

/**
 * An operator's resolution of an unresolved transfer, once, audited with the reason in the same transaction: posted
 * (the platform applied it: 确认已入账) posts the hold, voided (确认未入账) releases it, the same as the platform's answer
 * would. Refused for a role other than finance or owner, for a transfer already resolved (by the platform or by hand), and
 * while a call to the platform is in flight (its answer settles it; the platform may be applying it now).
 */
export async function resolvePlatformTransferByHand(
  database: Database,
  order: { id: string; outcome: 'posted' | 'voided'; reason: string; operator: string; role: AdminRole; now: number; audit: AuditWriter },
): Promise<void> {
  if (!MAY_RESOLVE.includes(order.role)) throw new BusinessError(ADMIN_MSG.adminPlatformTransferForbidden, CODES.forbidden);
  const reason = order.reason.trim();
  if (reason === '' || reason.length > 200) throw new BusinessError(ADMIN_MSG.adminPlatformTransferReason);
  const posted = order.outcome === 'posted';
  const result = await settlePlatformTransfer(
    database,
    order.id,
    { kind: posted ? 'post' : 'void', event: posted ? 'applied' : 'refused', detail: `by hand: ${reason}`, by: order.operator },
    order.now,
    (trx, before, after) => order.audit(trx, { target: `platform_transfer:${order.id}`, before: { state: before }, after: { state: after, reason } }),
  );
  if (!result) throw new BusinessError(ADMIN_MSG.adminPlatformTransferNotFound, CODES.notFound);
  if (result.calling === true) throw new BusinessError(ADMIN_MSG.adminPlatformTransferCalling, CODES.conflict);
  if (!result.changed) throw new BusinessError(ADMIN_MSG.adminPlatformTransferResolved, CODES.conflict);
}
