import { MSG } from '../messages';
import { firstBroken, type Rule } from './check';

/** The largest avatar accepted (our server's limit). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** How many leading bytes tell the type. */
export const AVATAR_SIGNATURE_BYTES = 8;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF_SIGNATURES = ['GIF87a', 'GIF89a'].map((text) => Array.from(text, (char) => char.charCodeAt(0)));
const DECLARED_TYPES = new Set(['', 'image/png', 'image/gif']);

const startsWith = (head: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => head[index] === byte);

/** The image type told by the file's first bytes (never its name): png, gif or nothing (SPEC §9: gif and png). */
export function avatarTypeOf(head: Uint8Array): 'png' | 'gif' | undefined {
  if (startsWith(head, PNG_SIGNATURE)) return 'png';
  if (GIF_SIGNATURES.some((signature) => startsWith(head, signature))) return 'gif';
  return undefined;
}

export interface AvatarFile {
  /** The file's first bytes (at least AVATAR_SIGNATURE_BYTES when it has them). */
  head: Uint8Array;
  /** The type the browser declares ('' when it does not know). */
  declaredType: string;
  size: number;
}

const avatarRules: readonly Rule<AvatarFile>[] = [
  [(f) => avatarTypeOf(f.head) !== undefined && DECLARED_TYPES.has(f.declaredType.toLowerCase()), MSG.uploadType],
  [(f) => f.size <= AVATAR_MAX_BYTES, MSG.uploadTooLarge],
];

/** SPEC §5 avatar upload (gif or png): the content and the declared type must both say so; then the size. */
export function checkAvatar(file: AvatarFile): string | undefined {
  return firstBroken(file, avatarRules);
}
