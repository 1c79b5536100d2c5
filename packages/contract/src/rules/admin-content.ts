import { MSG } from '../messages';
import { firstBroken, text, type Rule } from './check';

export const ANNOUNCEMENT_TEXT_MAX = 200;
export const POPUP_CONTENT_MAX = 20000;
const SORT_MAX = 9999;

export interface AnnouncementFields {
  text?: unknown;
  sort?: unknown;
}

const announcementRules: readonly Rule<AnnouncementFields>[] = [
  [(f) => text(f.text) !== '' && text(f.text).length <= ANNOUNCEMENT_TEXT_MAX, MSG.adminAnnouncementText],
  [(f) => /^\d{1,4}$/.test(text(f.sort)) && Number(text(f.sort)) <= SORT_MAX, MSG.adminAnnouncementSort],
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
  [(f) => text(f.webcontent).length <= POPUP_CONTENT_MAX && (Number(f.index_modal) !== 1 || text(f.webcontent) !== ''), MSG.adminPopupContent],
];

/** The popup announcement: its HTML fits, and is there when the popup is on. */
export function checkPopup(fields: PopupFields): string | undefined {
  return firstBroken(fields, popupRules);
}
