import type { ParsedRequestOf } from '@casino/contract/call';
import type { applyagentdo } from '@casino/contract/calls/agent';
import { CODES, REVIEW_STATE } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { checkAgentApply } from '@casino/contract/rules/agent-apply';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../platform/db/dialect';
import type { Tables } from '../../platform/db/schema';
import { assertValid, BusinessError } from '../../kernel/errors';
import type { Member } from '../../platform/security/sessions';

/** Records the member's application to become an agent; refused for an agent, or when one is already pending. */
export async function applyForAgent(db: Kysely<Tables>, member: Member, input: ParsedRequestOf<typeof applyagentdo>, now: number): Promise<void> {
  assertValid(checkAgentApply(input));
  if (member.isagent === 1) throw new BusinessError(MSG.alreadyAgent, CODES.alreadyApplied);
  try {
    await db
      .insertInto('agent_apply')
      .values({ member_id: member.id, mobile: (input.mobile ?? '').trim(), apply_info: (input.apply_info ?? '').trim(), state: REVIEW_STATE.pending, created_at: now })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new BusinessError(MSG.agentPending, CODES.alreadyApplied);
    throw error;
  }
}
