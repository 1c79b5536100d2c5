import type { ParsedRequestOf } from '@casino/contract/call';
import type { activitylist } from '@casino/contract/calls/promotions';
import { CODES } from '@casino/contract/codes';
import { DEFAULT_PAGE_SIZE } from '@casino/contract/constants';
import { MSG } from '@casino/contract/messages';
import { formatBeijingTime } from '@casino/contract/time';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { paginate } from '../../kernel/lists/page';

/** The promotions as players see them: the shown ones (state 1) and their types. */

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** The promotion types, in their order. */
export function promotionTypes(db: Kysely<Tables>) {
  return db.selectFrom('activity_type').select(['id', 'name']).orderBy('sort').orderBy('id').execute();
}

/** One page of the shown promotions, of one type when it is given, in the operators' order. */
export function shownPromotionPage(db: Kysely<Tables>, input: ParsedRequestOf<typeof activitylist>) {
  const type = input?.type ?? 0;
  let shown = db.selectFrom('activity').where('state', '=', 1);
  if (type > 0) shown = shown.where('type', '=', type);
  return paginate(
    shown,
    (query) => query.select(['id', 'type', 'title', 'banner', 'created_at', 'state', 'can_apply']).orderBy('sort').orderBy('id', 'desc'),
    { page: input?.page ?? 1, perPage: DEFAULT_PAGE_SIZE },
    (row) => ({ ...row, created_at: formatBeijingTime(row.created_at), state: flag(row.state), can_apply: flag(row.can_apply) }),
  );
}

/** A shown promotion; a hidden or missing one is not found. */
export async function shownPromotion(db: Kysely<Tables>, id: number) {
  const row = await db.selectFrom('activity').selectAll().where('id', '=', id).where('state', '=', 1).executeTakeFirst();
  if (!row) throw new BusinessError(MSG.activityNotFound, CODES.notFound);
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    banner: row.banner,
    created_at: formatBeijingTime(row.created_at),
    state: flag(row.state),
    content: row.content,
    can_apply: flag(row.can_apply),
  };
}
