import { ADMIN_MSG } from '../admin-messages';
import { text } from './check';

/** An operator's account name: 3-32 letters, digits, underscores, dots or hyphens. */
export const ADMIN_NAME_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;

/** A new operator's name (issue #12), as the console checks it and the server refuses it. */
export function checkAdminName(name: unknown): string | undefined {
  return ADMIN_NAME_PATTERN.test(text(name)) ? undefined : ADMIN_MSG.adminNameFormat;
}
