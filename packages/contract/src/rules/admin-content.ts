import { ADMIN_MSG } from '../admin-messages';
import { SITE_OR_WEB_ADDRESS } from './admin-banner';
import { firstBroken, text, type Rule } from './check';
import { turnoverPercent } from './admin-turnover';

export const ANNOUNCEMENT_TEXT_MAX = 200;
export const POPUP_CONTENT_MAX = 20000;
const SORT_MAX = 9999;

export interface AnnouncementFields {
  text?: unknown;
  sort?: unknown;
}

const announcementRules: readonly Rule<AnnouncementFields>[] = [
  [(f) => text(f.text) !== '' && text(f.text).length <= ANNOUNCEMENT_TEXT_MAX, ADMIN_MSG.adminAnnouncementText],
  [(f) => /^\d{1,4}$/.test(text(f.sort)) && Number(text(f.sort)) <= SORT_MAX, ADMIN_MSG.adminSortRange],
];

/** A scrolling notice of the home as an operator saves it: its text, then its order. */
export function checkAnnouncement(fields: AnnouncementFields): string | undefined {
  return firstBroken(fields, announcementRules);
}

export interface PopupFields {
  index_modal?: unknown;
  webcontent?: unknown;
}

const popupRules: readonly Rule<PopupFields>[] = [
  [(f) => text(f.webcontent).length <= POPUP_CONTENT_MAX && (Number(f.index_modal) !== 1 || text(f.webcontent) !== ''), ADMIN_MSG.adminPopupContent],
];

/** The popup announcement: its HTML fits, and is there when the popup is on. */
export function checkPopup(fields: PopupFields): string | undefined {
  return firstBroken(fields, popupRules);
}

export const PROMOTION_TITLE_MAX = 100;
export const PROMOTION_CONTENT_MAX = 50000;
export const PROMOTION_TYPE_NAME_MAX = 20;

export interface PromotionFields {
  title?: unknown;
  type?: unknown;
  banner?: unknown;
  content?: unknown;
  sort?: unknown;
  turnover_multiple?: unknown;
}

const promotionRules: readonly Rule<PromotionFields>[] = [
  [(f) => text(f.title) !== '' && text(f.title).length <= PROMOTION_TITLE_MAX, ADMIN_MSG.adminPromotionTitle],
  [(f) => /^[1-9]\d{0,8}$/.test(text(f.type)), ADMIN_MSG.adminPromotionType],
  [(f) => text(f.banner).length <= 500 && SITE_OR_WEB_ADDRESS.test(text(f.banner)), ADMIN_MSG.adminPromotionBanner],
  [(f) => text(f.content).length <= PROMOTION_CONTENT_MAX, ADMIN_MSG.adminPromotionContent],
  [(f) => /^\d{1,4}$/.test(text(f.sort)) && Number(text(f.sort)) <= SORT_MAX, ADMIN_MSG.adminSortRange],
  [(f) => f.turnover_multiple === undefined || turnoverPercent(f.turnover_multiple) !== undefined, ADMIN_MSG.adminTurnoverMultiple],
];

/** A promotion as an operator saves it: title, type, banner image, content and order. */
export function checkPromotion(fields: PromotionFields): string | undefined {
  return firstBroken(fields, promotionRules);
}

export interface PromotionTypeFields {
  name?: unknown;
  sort?: unknown;
}

const promotionTypeRules: readonly Rule<PromotionTypeFields>[] = [
  [(f) => text(f.name) !== '' && text(f.name).length <= PROMOTION_TYPE_NAME_MAX, ADMIN_MSG.adminPromotionTypeName],
  [(f) => /^\d{1,4}$/.test(text(f.sort)) && Number(text(f.sort)) <= SORT_MAX, ADMIN_MSG.adminSortRange],
];

/** A promotion type: its name (the tab players see on /discount) and order. */
export function checkPromotionType(fields: PromotionTypeFields): string | undefined {
  return firstBroken(fields, promotionTypeRules);
}

export interface ArticleFields {
  type?: unknown;
  title?: unknown;
  content?: unknown;
}

const articleRules: readonly Rule<ArticleFields>[] = [
  [(f) => /^[1-9]\d?$/.test(text(f.type)), ADMIN_MSG.adminArticleType],
  [(f) => text(f.title) !== '' && text(f.title).length <= PROMOTION_TITLE_MAX, ADMIN_MSG.adminArticleTitle],
  [(f) => text(f.content) !== '' && text(f.content).length <= PROMOTION_CONTENT_MAX, ADMIN_MSG.adminArticleContent],
];

/** An article (a help page) as an operator writes it: its type, title and content. */
export function checkArticle(fields: ArticleFields): string | undefined {
  return firstBroken(fields, articleRules);
}
