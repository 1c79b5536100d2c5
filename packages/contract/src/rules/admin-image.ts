import { ADMIN_MSG } from '../admin-messages';
import { firstBroken, type Rule } from './check';

/** The largest image an operator may upload: a banner or logo of a mobile site is far smaller. */
export const ADMIN_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** How many leading bytes tell the type (WebP's mark ends at byte 12). */
export const ADMIN_IMAGE_SIGNATURE_BYTES = 12;
/** What the console's file picker offers; the content is what is checked. */
export const ADMIN_IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

export type AdminImageType = 'png' | 'jpeg' | 'webp' | 'gif';

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIFS = [ascii('GIF87a'), ascii('GIF89a')];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

const startsWith = (head: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, index) => head[at + index] === byte);

/** The image type told by the file's first bytes, never its name or declared type. */
export function adminImageTypeOf(head: Uint8Array): AdminImageType | undefined {
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, JPEG)) return 'jpeg';
  if (GIFS.some((signature) => startsWith(head, signature))) return 'gif';
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return 'webp';
  return undefined;
}

export interface AdminImageFile {
  /** The file's first bytes (ADMIN_IMAGE_SIGNATURE_BYTES when it has them). */
  head: Uint8Array;
  size: number;
}

const adminImageRules: readonly Rule<AdminImageFile>[] = [
  [(f) => adminImageTypeOf(f.head) !== undefined, ADMIN_MSG.adminImageType],
  [(f) => f.size <= ADMIN_IMAGE_MAX_BYTES, ADMIN_MSG.adminImageTooLarge],
];

/** An operator's image upload (adminUpload): PNG, JPEG, WebP or GIF by its content, then the size. */
export function checkAdminImage(file: AdminImageFile): string | undefined {
  return firstBroken(file, adminImageRules);
}
