import { z } from 'zod';
import { defineCall } from '../call';
import { ROUTES } from '../routes';
import { articleSchema } from '../entities/articles';
import { idValue, pageValue, smallIntValue, sortFields, paginated, text, done } from '../wire';
import { ARTICLE_SORTING } from '../list-sorting';

export const article = defineCall({
  ...ROUTES.article,
  summary: 'An article of a type (1, 2, 3, 4, 5, 7, 8)',
  request: z.object({ type: idValue }),
  data: articleSchema,
});

// Operator calls (extensions), with an admin token.

// content: the articles (help pages), one per type
const articleItem = z.object({ type: z.number().int(), title: z.string(), content: z.string() });
export const adminArticles = defineCall({
  ...ROUTES.adminArticles,
  summary: 'The articles (help pages) by type unless sorted by title, paged on the server',
  request: z.object({ page: pageValue, per_page: smallIntValue, ...sortFields(ARTICLE_SORTING) }),
  data: paginated(articleItem),
});
export const adminSaveArticle = defineCall({
  ...ROUTES.adminSaveArticle,
  summary: "Write the article of a type (1–99; created when missing): title and content HTML, sanitized on save (scripts, event handlers and javascript: links removed); the rules are checkArticle",
  request: z.object({ type: smallIntValue, title: text(100).optional(), content: text(50000).optional() }),
  data: articleItem,
});
export const adminDeleteArticle = defineCall({ ...ROUTES.adminDeleteArticle, summary: 'Delete the article of a type', request: z.object({ type: smallIntValue }), data: done });

