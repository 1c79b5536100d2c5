import type { adminBanners, adminSaveBanner } from '@casino/contract/calls/site';
import type { ParsedRequestOf } from '@casino/contract/call';
import { CODES } from '@casino/contract/codes';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { BANNER_SORTING, type SortDirection } from '@casino/contract/list-sorting';
import { checkBanner } from '@casino/contract/rules/admin-banner';
import type { Kysely, Selectable } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { BannerTable, Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { pageSize, paginate } from '../../kernel/lists/page';
import { listOrder } from '../../kernel/lists/sort';

type BannerRow = Selectable<BannerTable>;

/** A banner as the console shows it. */
function bannerItem(row: BannerRow) {
  return { id: row.id, src: row.src, url: row.url, background: row.background, sort: row.sort, hidden: row.hidden === 1 };
}

const reversed = (direction: SortDirection): SortDirection => (direction === 'asc' ? 'desc' : 'asc');

/** One page of the banners for the operators' list, hidden ones included: in their order unless sorted by id or by shown. */
export function bannerPage(db: Kysely<Tables>, input: ParsedRequestOf<typeof adminBanners>) {
  const order = listOrder(BANNER_SORTING, input, { sort: 'sort', id: 'id', shown: 'hidden' });
  // Shown ascending (hidden first) is hidden descending.
  const direction = order.column === 'hidden' ? reversed(order.direction) : order.direction;
  return paginate(
    db.selectFrom('banner'),
    (query) => query.selectAll().orderBy(order.column, direction).orderBy('sort').orderBy('id'),
    { page: input.page, perPage: pageSize(input.per_page, 20) },
    bannerItem,
  );
}

const target = (id: number) => `banner:${String(id)}`;

async function bannerById(trx: Kysely<Tables>, id: number): Promise<BannerRow> {
  const row = await trx.selectFrom('banner').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError(ADMIN_MSG.adminBannerNotFound, CODES.notFound);
  return row;
}

/**
 * Creates a banner, or changes the one with `input.id`, after the contract's checkBanner (the console runs
 * the same rules); the change and its audit row commit together. The players' home reads banners on each
 * load, so it shows there at once.
 */
export async function saveBanner(database: Database, input: ParsedRequestOf<typeof adminSaveBanner>, audit: AuditWriter): Promise<ReturnType<typeof bannerItem>> {
  const broken = checkBanner(input);
  if (broken !== undefined) throw new BusinessError(broken, CODES.validation);
  const values = { src: input.src?.trim() ?? '', url: input.url?.trim() ?? '', background: input.background?.trim() ?? '', sort: input.sort ?? 0, hidden: input.hidden === true ? 1 : 0 };
  return inMoneyTransaction(database, async (trx) => {
    if (input.id === undefined) {
      const created = await trx.insertInto('banner').values(values).returningAll().executeTakeFirstOrThrow();
      await audit(trx, { target: target(created.id), before: null, after: bannerItem(created) });
      return bannerItem(created);
    }
    const before = await bannerById(trx, input.id);
    const saved = await trx.updateTable('banner').set(values).where('id', '=', input.id).returningAll().executeTakeFirstOrThrow();
    await audit(trx, { target: target(saved.id), before: bannerItem(before), after: bannerItem(saved) });
    return bannerItem(saved);
  });
}

export async function deleteBanner(database: Database, id: number, audit: AuditWriter): Promise<void> {
  await inMoneyTransaction(database, async (trx) => {
    const before = await bannerById(trx, id);
    await trx.deleteFrom('banner').where('id', '=', id).execute();
    await audit(trx, { target: target(id), before: bannerItem(before), after: null });
  });
}
