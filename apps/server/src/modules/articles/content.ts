import type { adminArticles, adminSaveArticle } from '@casino/contract/calls/articles';
import type { ParsedRequestOf } from '@casino/contract/call';
import { CODES } from '@casino/contract/codes';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { checkArticle } from '@casino/contract/rules/admin-content';
import { ARTICLE_SORTING } from '@casino/contract/list-sorting';
import { MSG } from '@casino/contract/messages';
import type { Kysely, Selectable } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { ArticleTable, Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { pageSize, paginate } from '../../kernel/lists/page';
import { listOrder } from '../../kernel/lists/sort';
import { sanitizeContentHtml } from '../../platform/security/content-html';

export function articleItem(row: Selectable<ArticleTable>) {
  return { type: row.type, title: row.title, content: row.content };
}

/** The article (help page) of a type, as players read it. */
export async function articleContent(db: Kysely<Tables>, type: number) {
  const row = await db.selectFrom('article').select('content').where('type', '=', type).executeTakeFirst();
  if (!row) throw new BusinessError(MSG.notFound, CODES.notFound);
  return { content: row.content };
}

/** One page of the articles, for the operators' list. */
export function articlePage(db: Kysely<Tables>, input: ParsedRequestOf<typeof adminArticles>) {
  const order = listOrder(ARTICLE_SORTING, input, { type: 'type', title: 'title' });
  return paginate(
    db.selectFrom('article'),
    (query) => query.selectAll().orderBy(order.column, order.direction).orderBy('type'),
    { page: input.page, perPage: pageSize(input.per_page, 20) },
    articleItem,
  );
}

const target = (type: number) => `article:${String(type)}`;

/** Writes the article of a type (one per type: created when missing), its HTML sanitized; audited in the same transaction. */
export async function saveArticle(database: Database, input: ParsedRequestOf<typeof adminSaveArticle>, audit: AuditWriter) {
  const broken = checkArticle(input);
  if (broken !== undefined) throw new BusinessError(broken, CODES.validation);
  const values = { type: input.type ?? 0, title: input.title?.trim() ?? '', content: await sanitizeContentHtml(input.content?.trim() ?? '') };
  return inMoneyTransaction(database, async (trx) => {
    const before = await trx.selectFrom('article').selectAll().where('type', '=', values.type).executeTakeFirst();
    if (before) await trx.updateTable('article').set(values).where('type', '=', values.type).execute();
    else await trx.insertInto('article').values(values).execute();
    await audit(trx, { target: target(values.type), before: before ? articleItem(before) : null, after: values });
    return values;
  });
}

export async function deleteArticle(database: Database, type: number, audit: AuditWriter): Promise<void> {
  await inMoneyTransaction(database, async (trx) => {
    const before = await trx.selectFrom('article').selectAll().where('type', '=', type).executeTakeFirst();
    if (!before) throw new BusinessError(ADMIN_MSG.adminArticleNotFound, CODES.notFound);
    await trx.deleteFrom('article').where('type', '=', type).execute();
    await audit(trx, { target: target(type), before: articleItem(before), after: null });
  });
}
