import { CODES, REVIEW_STATE } from '@casino/contract/codes';
import { AGENT_SORTING } from '@casino/contract/list-sorting';
import { MSG } from '@casino/contract/messages';
import { SERVER_MSG } from '@casino/contract/server-messages';
import type { Page } from '@casino/contract/wire';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { paginate, pageSize, type SortedPageRequest } from '../../kernel/lists/page';
import { listOrder } from '../../kernel/lists/sort';
import { noticeToMember } from '../inbox/public';
import type { AuditWriter } from '../../kernel/audit-log';

export interface PendingAgentApplication {
  id: number;
  username: string;
  realname: string;
  mobile: string;
  apply_info: string;
  created_at: number;
}

/** Agent applications waiting for an operator, oldest first unless sorted by time or username (ties: oldest first). */
export async function pendingAgentApplications(db: Kysely<Tables>, request: SortedPageRequest<(typeof AGENT_SORTING.columns)[number]>): Promise<Page<PendingAgentApplication>> {
  const order = listOrder(AGENT_SORTING, request, { time: 'agent_apply.created_at', username: 'member.username' });
  const time = order.column === 'member.username' ? 'asc' : order.direction;
  return paginate(
    db
      .selectFrom('agent_apply')
      .innerJoin('member', 'member.id', 'agent_apply.member_id')
      .where('agent_apply.state', '=', REVIEW_STATE.pending),
    (filtered) =>
      filtered
        .select(['agent_apply.id', 'member.username', 'member.realname', 'agent_apply.mobile', 'agent_apply.apply_info', 'agent_apply.created_at'])
        .$if(order.column === 'member.username', (query) => query.orderBy('member.username', order.direction))
        .orderBy('agent_apply.created_at', time)
        .orderBy('agent_apply.id', time),
    { page: request.page, perPage: pageSize(request.perPage, 20) },
    (row) => row,
  );
}

/** Approves (the member becomes an agent) or refuses a pending agent application, once, in one transaction. */
/** An operator's answer to an agent application: a refusal's reason goes to the member's inbox. */
export interface AgentDecision {
  approve: boolean;
  operator: string;
  now: number;
  reason?: string;
}

/**
 * Approves (the member becomes an agent) or refuses a pending agent application, once. A refusal keeps its
 * reason and tells the member in their inbox, in the same transaction.
 */
export async function reviewAgentApplication(db: Kysely<Tables>, id: number, decision: AgentDecision, audit?: AuditWriter): Promise<void> {
  const { approve, operator, now } = decision;
  const reason = approve ? '' : (decision.reason ?? '').trim();
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('agent_apply')
      .set({ state: approve ? REVIEW_STATE.approved : REVIEW_STATE.refused, reviewed_at: now, reviewed_by: operator, review_reason: reason })
      .where('id', '=', id)
      .where('state', '=', REVIEW_STATE.pending)
      .returning('member_id')
      .executeTakeFirst();
    if (!updated) {
      const exists = await trx.selectFrom('agent_apply').select('id').where('id', '=', id).executeTakeFirst();
      throw new BusinessError(exists ? MSG.applicationReviewed : MSG.notFound, exists ? CODES.conflict : CODES.notFound);
    }
    if (approve) await trx.updateTable('member').set({ isagent: 1 }).where('id', '=', updated.member_id).execute();
    else await noticeToMember(trx, updated.member_id, SERVER_MSG.agentRefusedTitle, reason === '' ? SERVER_MSG.agentRefused : `${SERVER_MSG.agentRefused}原因：${reason}`, now);
    await audit?.(trx, {
      target: `agent_apply:${String(id)}`,
      before: { state: REVIEW_STATE.pending },
      after: { state: approve ? REVIEW_STATE.approved : REVIEW_STATE.refused, member_id: updated.member_id, ...(approve ? { isagent: 1 } : { reason }) },
    });
  });
}
