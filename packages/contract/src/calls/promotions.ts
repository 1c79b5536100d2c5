import { z } from 'zod';
import { defineCall } from '../call';
import { ROUTES } from '../routes';
import { activityApplicationSchema, promotionSchema, promotionSummarySchema, promotionTypeSchema } from '../entities/promotions';
import { emptyBody, formValue, idValue, pageValue, paginated, smallIntValue, sortFields, yuan, text, done } from '../wire';
import { APPLICATION_SORTING, PROMOTION_SORTING } from '../list-sorting';

export const activitytype = defineCall({
  ...ROUTES.activitytype,
  summary: 'Promotion types',
  request: emptyBody,
  data: z.array(promotionTypeSchema),
});

export const activitylist = defineCall({
  ...ROUTES.activitylist,
  summary: 'Promotions, optionally of one type',
  request: z.object({ type: smallIntValue, page: pageValue }).optional(),
  data: paginated(promotionSummarySchema),
});

export const activitydeatil = defineCall({
  ...ROUTES.activitydeatil,
  summary: 'One promotion (the misspelling is the API\'s)',
  request: z.object({ id: idValue }),
  data: promotionSchema,
});

export const doactivityapply = defineCall({
  ...ROUTES.doactivityapply,
  summary: 'Apply for a promotion',
  request: z.object({ activityid: idValue, amount: formValue }),
  data: z.array(z.never()),
});

export const activityApplyLog = defineCall({
  ...ROUTES.activityApplyLog,
  summary: 'The member\'s promotion applications',
  request: z.object({ page: pageValue }).optional(),
  data: paginated(activityApplicationSchema),
});

// Operator calls (extensions), with an admin token.

export const adminApplications = defineCall({
  ...ROUTES.adminApplications,
  summary: 'Pending promotion applications, oldest first unless sorted by time or username, paged on the server (per_page up to 50, 20 by default)',
  request: z.object({ page: pageValue, per_page: smallIntValue, ...sortFields(APPLICATION_SORTING) }),
  data: paginated(z.object({ id: z.number().int(), username: z.string(), activity_name: z.string(), amount: yuan.nullable(), created_at: z.string() })),
});
export const adminApproveApplication = defineCall({
  ...ROUTES.adminApproveApplication,
  summary:
    "Approve a promotion application (state 2), once; a bonus in yuan (up to 2 decimals), when given and above 0, is credited to the member's main wallet through the ledger in the same transaction (kind bonus, 优惠彩金 in their records). A bonus is a credit: support may grant none (403), finance and the owner within their role limit, a credit and over a rolling 24 hours (CREDIT_LIMIT_FEN); when the member's credits over 24 hours with it are above the site's two-operator amount the application is approved and the bonus waits for a second operator (message adminCreditAwaitingSecond)",
  request: z.object({ id: idValue, bonus: formValue }),
  data: done,
});
export const adminRejectApplication = defineCall({
  ...ROUTES.adminRejectApplication,
  summary: "Refuse a promotion application (state 3), with an optional reason (up to 200 characters): kept on the application, audited, and shown to the member as the application's remark",
  request: z.object({ id: idValue, reason: text(200).optional() }),
  data: done,
});
// content: promotions and their types
const promotionItem = z.object({
  id: z.number().int(),
  type: z.number().int(),
  type_name: z.string(),
  title: z.string(),
  banner: z.string(),
  content: z.string(),
  can_apply: z.boolean(),
  sort: z.number().int(),
  hidden: z.boolean(),
  /** Its bonus is bet this many times before it can be withdrawn. */
  turnover_multiple: z.number(),
});
export const adminPromotions = defineCall({
  ...ROUTES.adminPromotions,
  summary:
    'Promotions in their order (sort, then newest first) unless sorted by id, title or shown (ascending: hidden first), hidden ones included, optionally of one type (0 or none: all), paged on the server',
  request: z.object({ type: smallIntValue, page: pageValue, per_page: smallIntValue, ...sortFields(PROMOTION_SORTING) }),
  data: paginated(promotionItem),
});
export const adminSavePromotion = defineCall({
  ...ROUTES.adminSavePromotion,
  summary:
    'Create a promotion, or change the one with this id: title, type, banner image (a site path or http(s) address), content HTML (sanitized on save: scripts, event handlers and javascript: links removed), whether players may apply, order, whether it is hidden and the turnover multiple of its bonus (0 to 100, 2 decimals; a new promotion without one: 1); the rules are checkPromotion',
  request: z.object({
    id: idValue.optional(),
    title: text(100).optional(),
    type: smallIntValue,
    banner: text(500).optional(),
    content: text(50000).optional(),
    can_apply: z.boolean().optional(),
    sort: smallIntValue,
    hidden: z.boolean().optional(),
    turnover_multiple: formValue.optional(),
  }),
  data: promotionItem,
});
export const adminDeletePromotion = defineCall({ ...ROUTES.adminDeletePromotion, summary: 'Delete a promotion no member has applied for (one with applications is hidden instead)', request: z.object({ id: idValue }), data: done });
const promotionTypeItem = z.object({ id: z.number().int(), name: z.string(), sort: z.number().int() });
export const adminPromotionTypes = defineCall({ ...ROUTES.adminPromotionTypes, summary: 'The promotion types in their order (at most a few dozen)', request: z.object({}), data: z.array(promotionTypeItem) });
export const adminSavePromotionType = defineCall({
  ...ROUTES.adminSavePromotionType,
  summary: 'Create a promotion type, or rename or reorder the one with this id; the rules are checkPromotionType',
  request: z.object({ id: idValue.optional(), name: text(20).optional(), sort: smallIntValue }),
  data: promotionTypeItem,
});

