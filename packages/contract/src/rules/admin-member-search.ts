import { ADMIN_MSG } from '../admin-messages';

/** The shortest member search: a shorter one would match most of a big table. */
export const MEMBER_SEARCH_MIN = 2;

/** A member search (the start of a username, real name or mobile): empty lists every member; one character is refused with why. */
export function checkMemberSearch(q: string | undefined): string | undefined {
  const length = Array.from((q ?? '').trim()).length;
  return length > 0 && length < MEMBER_SEARCH_MIN ? ADMIN_MSG.adminMemberSearchShort : undefined;
}
