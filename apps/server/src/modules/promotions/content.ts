import type { adminPromotions, adminSavePromotion, adminSavePromotionType } from '@casino/contract/calls/promotions';
import type { ParsedRequestOf } from '@casino/contract/call';
import { CODES } from '@casino/contract/codes';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { PROMOTION_SORTING } from '@casino/contract/list-sorting';
import { checkPromotion, checkPromotionType } from '@casino/contract/rules/admin-content';
import { turnoverPercent } from '@casino/contract/rules/admin-turnover';
import type { Kysely, Selectable } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { ActivityTable, ActivityTypeTable, Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { pageSize, paginate } from '../../kernel/lists/page';
import { listOrder } from '../../kernel/lists/sort';
import { sanitizeContentHtml } from '../../platform/security/content-html';

type PromotionRow = Selectable<ActivityTable>;
type PromotionTypeRow = Selectable<ActivityTypeTable>;

/** A promotion as the console shows it (state 1 is shown to players, 0 hidden). */
function promotionItem(row: PromotionRow & { type_name: string }) {
  return {
    id: row.id,
    type: row.type,
    type_name: row.type_name,
    title: row.title,
    banner: row.banner,
    content: row.content,
    can_apply: row.can_apply === 1,
    sort: row.sort,
    hidden: row.state !== 1,
    turnover_multiple: row.turnover_percent / 100,
  };
}

function promotionTypeItem(row: PromotionTypeRow) {
  return { id: row.id, name: row.name, sort: row.sort };
}

/** One page of the promotions, hidden ones included, of one type when it is given, for the operators' list. */
export function promotionPage(db: Kysely<Tables>, input: ParsedRequestOf<typeof adminPromotions>) {
  let listed = db.selectFrom('activity').innerJoin('activity_type', 'activity_type.id', 'activity.type');
  if ((input.type ?? 0) > 0) listed = listed.where('activity.type', '=', input.type ?? 0);
  // State 1 is shown: shown ascending (hidden first) is state ascending.
  const order = listOrder(PROMOTION_SORTING, input, { sort: 'activity.sort', id: 'activity.id', title: 'activity.title', shown: 'activity.state' });
  return paginate(
    listed,
    (query) => query.selectAll('activity').select('activity_type.name as type_name').orderBy(order.column, order.direction).orderBy('activity.sort').orderBy('activity.id', 'desc'),
    { page: input.page, perPage: pageSize(input.per_page, 20) },
    promotionItem,
  );
}

/** The promotion types in their order: a handful of rows (the tabs of /discount), answered whole. */
export async function promotionTypeList(db: Kysely<Tables>) {
  return (await db.selectFrom('activity_type').selectAll().orderBy('sort').orderBy('id').limit(100).execute()).map(promotionTypeItem);
}

const target = (id: number) => `promotion:${String(id)}`;

async function promotionById(trx: Kysely<Tables>, id: number) {
  const row = await trx
    .selectFrom('activity')
    .innerJoin('activity_type', 'activity_type.id', 'activity.type')
    .selectAll('activity')
    .select('activity_type.name as type_name')
    .where('activity.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new BusinessError(ADMIN_MSG.adminPromotionNotFound, CODES.notFound);
  return promotionItem(row);
}

/**
 * Creates a promotion, or changes the one with `input.id`, after the contract's checkPromotion; its content
 * HTML is sanitized before it is stored. The change and its audit row commit together.
 */
export async function savePromotion(database: Database, input: ParsedRequestOf<typeof adminSavePromotion>, now: number, audit: AuditWriter) {
  const broken = checkPromotion(input);
  if (broken !== undefined) throw new BusinessError(broken, CODES.validation);
  const values = {
    type: input.type ?? 0,
    title: input.title?.trim() ?? '',
    banner: input.banner?.trim() ?? '',
    content: await sanitizeContentHtml(input.content?.trim() ?? ''),
    can_apply: input.can_apply === true ? 1 : 0,
    state: input.hidden === true ? 0 : 1,
    sort: input.sort ?? 0,
    // Left out: a new promotion's bonus is bet once (the column's default), a changed one keeps its multiple.
    ...(input.turnover_multiple === undefined ? {} : { turnover_percent: turnoverPercent(input.turnover_multiple) ?? 0 }),
  };
  return inMoneyTransaction(database, async (trx) => {
    const type = await trx.selectFrom('activity_type').select('id').where('id', '=', values.type).executeTakeFirst();
    if (!type) throw new BusinessError(ADMIN_MSG.adminPromotionType, CODES.validation);
    if (input.id === undefined) {
      const created = await trx.insertInto('activity').values({ ...values, created_at: now }).returning('id').executeTakeFirstOrThrow();
      const after = await promotionById(trx, created.id);
      await audit(trx, { target: target(created.id), before: null, after });
      return after;
    }
    const before = await promotionById(trx, input.id);
    await trx.updateTable('activity').set(values).where('id', '=', input.id).execute();
    const after = await promotionById(trx, input.id);
    await audit(trx, { target: target(input.id), before, after });
    return after;
  });
}

/** Deletes a promotion no member has applied for; one with applications keeps its history and is hidden instead. */
export async function deletePromotion(database: Database, id: number, audit: AuditWriter): Promise<void> {
  await inMoneyTransaction(database, async (trx) => {
    const before = await promotionById(trx, id);
    const applied = await trx.selectFrom('activity_apply').select('id').where('activity_id', '=', id).executeTakeFirst();
    if (applied) throw new BusinessError(ADMIN_MSG.adminPromotionHasApplications, CODES.validation);
    await trx.deleteFrom('activity').where('id', '=', id).execute();
    await audit(trx, { target: target(id), before, after: null });
  });
}

/** Creates a promotion type (the next id: the table's ids are not generated), or renames or reorders one. */
export async function savePromotionType(database: Database, input: ParsedRequestOf<typeof adminSavePromotionType>, audit: AuditWriter) {
  const broken = checkPromotionType(input);
  if (broken !== undefined) throw new BusinessError(broken, CODES.validation);
  const values = { name: input.name?.trim() ?? '', sort: input.sort ?? 0 };
  return inMoneyTransaction(database, async (trx) => {
    if (input.id === undefined) {
      const last = await trx.selectFrom('activity_type').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
      const created = await trx.insertInto('activity_type').values({ id: (last?.id ?? 0) + 1, ...values }).returningAll().executeTakeFirstOrThrow();
      await audit(trx, { target: `promotion-type:${String(created.id)}`, before: null, after: promotionTypeItem(created) });
      return promotionTypeItem(created);
    }
    const before = await trx.selectFrom('activity_type').selectAll().where('id', '=', input.id).executeTakeFirst();
    if (!before) throw new BusinessError(ADMIN_MSG.adminPromotionTypeNotFound, CODES.notFound);
    const saved = await trx.updateTable('activity_type').set(values).where('id', '=', input.id).returningAll().executeTakeFirstOrThrow();
    await audit(trx, { target: `promotion-type:${String(saved.id)}`, before: promotionTypeItem(before), after: promotionTypeItem(saved) });
    return promotionTypeItem(saved);
  });
}
