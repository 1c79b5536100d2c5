import { activityApplyLog, activitydeatil, activitylist, activitytype, doactivityapply } from '@casino/contract/calls/promotions';
import { CODES } from '@casino/contract/codes';
import { DEFAULT_PAGE_SIZE } from '@casino/contract/constants';
import { MSG } from '@casino/contract/messages';
import { parseYuan } from '@casino/contract/money';
import { checkActivityApply } from '@casino/contract/rules/activity-apply';
import { formatBeijingTime } from '@casino/contract/time';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/dialect';
import { currentMember } from '../../http/auth';
import { assertValid, BusinessError } from '../../http/business-error';
import { answerCall } from '../../http/route';
import { paginate } from '../../lists/page';

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

export function promotionsRoutes(api: FastifyInstance, { db, clock }: AppContext): void {
  answerCall(api, activitytype, async () => ({
    data: await db.selectFrom('activity_type').select(['id', 'name']).orderBy('sort').orderBy('id').execute(),
  }));

  answerCall(api, activitylist, async ({ input }) => {
    const type = input?.type ?? 0;
    let shown = db.selectFrom('activity').where('state', '=', 1);
    if (type > 0) shown = shown.where('type', '=', type);
    const page = await paginate(
      shown,
      (query) => query.select(['id', 'type', 'title', 'banner', 'created_at', 'state', 'can_apply']).orderBy('sort').orderBy('id', 'desc'),
      { page: input?.page ?? 1, perPage: DEFAULT_PAGE_SIZE },
      (row) => ({ ...row, created_at: formatBeijingTime(row.created_at), state: flag(row.state), can_apply: flag(row.can_apply) }),
    );
    return { data: page };
  });

  answerCall(api, activitydeatil, async ({ input }) => {
    const row = await db.selectFrom('activity').selectAll().where('id', '=', input.id).where('state', '=', 1).executeTakeFirst();
    if (!row) throw new BusinessError(MSG.activityNotFound, CODES.notFound);
    return {
      data: {
        id: row.id,
        type: row.type,
        title: row.title,
        banner: row.banner,
        created_at: formatBeijingTime(row.created_at),
        state: flag(row.state),
        content: row.content,
        can_apply: flag(row.can_apply),
      },
    };
  });

  answerCall(api, doactivityapply, async ({ input, request }) => {
    const member = currentMember(request);
    assertValid(checkActivityApply(input));
    const activity = await db.selectFrom('activity').select(['id', 'can_apply']).where('id', '=', input.activityid).where('state', '=', 1).executeTakeFirst();
    if (!activity) throw new BusinessError(MSG.activityNotFound, CODES.notFound);
    if (activity.can_apply !== 1) throw new BusinessError(MSG.activityNotApplicable, CODES.validation);
    const amountText = String(input.amount ?? '').trim();
    try {
      await db
        .insertInto('activity_apply')
        .values({
          member_id: member.id,
          activity_id: activity.id,
          amount_fen: amountText === '' ? null : (parseYuan(amountText) ?? null),
          state: 1,
          created_at: clock(),
        })
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw new BusinessError(MSG.activityPending, CODES.alreadyApplied);
      throw error;
    }
    return { data: [], message: MSG.applySubmitted };
  });

  answerCall(api, activityApplyLog, async ({ input, request }) => {
    const member = currentMember(request);
    const page = await paginate(
      db.selectFrom('activity_apply').where('activity_apply.member_id', '=', member.id),
      (query) =>
        query
          .innerJoin('activity', 'activity.id', 'activity_apply.activity_id')
          .select(['activity_apply.id', 'activity.title as activity_name', 'activity_apply.created_at', 'activity_apply.state'])
          .orderBy('activity_apply.id', 'desc'),
      { page: input?.page ?? 1, perPage: DEFAULT_PAGE_SIZE },
      (row) => ({ ...row, created_at: formatBeijingTime(row.created_at) }),
    );
    return { data: page };
  });
}
