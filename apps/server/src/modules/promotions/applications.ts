import type { ParsedRequestOf } from '@casino/contract/call';
import type { activityApplyLog, doactivityapply } from '@casino/contract/calls/promotions';
import { CODES, REVIEW_STATE } from '@casino/contract/codes';
import { DEFAULT_PAGE_SIZE } from '@casino/contract/constants';
import { MSG } from '@casino/contract/messages';
import { parseYuan } from '@casino/contract/money';
import { checkActivityApply } from '@casino/contract/rules/activity-apply';
import { formatBeijingTime } from '@casino/contract/time';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../platform/db/dialect';
import type { Tables } from '../../platform/db/schema';
import { assertValid, BusinessError } from '../../kernel/errors';
import { paginate } from '../../kernel/lists/page';

/**
 * A member's application for a shown promotion that takes applications, pending until an operator reviews it
 * (reviews.ts); one pending application per member and promotion.
 */
export async function applyForPromotion(db: Kysely<Tables>, memberId: number, input: ParsedRequestOf<typeof doactivityapply>, now: number): Promise<void> {
  const activity = await db.selectFrom('activity').select(['id', 'can_apply']).where('id', '=', input.activityid).where('state', '=', 1).executeTakeFirst();
  if (!activity) throw new BusinessError(MSG.activityNotFound, CODES.notFound);
  if (activity.can_apply !== 1) throw new BusinessError(MSG.activityNotApplicable, CODES.validation);
  // After the promotion's checks: only one that takes applications asks for the amount the rule requires.
  assertValid(checkActivityApply(input));
  const amountText = String(input.amount ?? '').trim();
  try {
    await db
      .insertInto('activity_apply')
      .values({
        member_id: memberId,
        activity_id: activity.id,
        amount_fen: parseYuan(amountText) ?? null,
        state: REVIEW_STATE.pending,
        created_at: now,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new BusinessError(MSG.activityPending, CODES.alreadyApplied);
    throw error;
  }
}

/** One page of the member's applications, newest first. */
export function memberApplicationPage(db: Kysely<Tables>, memberId: number, input: ParsedRequestOf<typeof activityApplyLog>) {
  return paginate(
    db.selectFrom('activity_apply').where('activity_apply.member_id', '=', memberId),
    (query) =>
      query
        .innerJoin('activity', 'activity.id', 'activity_apply.activity_id')
        .select(['activity_apply.id', 'activity.title as activity_name', 'activity_apply.created_at', 'activity_apply.state', 'activity_apply.review_reason'])
        .orderBy('activity_apply.id', 'desc'),
    { page: input?.page ?? 1, perPage: DEFAULT_PAGE_SIZE },
    ({ review_reason: reason, ...row }) => ({
      ...row,
      created_at: formatBeijingTime(row.created_at),
      // The operator's reason is the member's to read on a refusal only.
      ...(row.state === REVIEW_STATE.refused && reason !== '' ? { remark: reason } : {}),
    }),
  );
}
