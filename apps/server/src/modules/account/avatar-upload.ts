import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import { BusinessError } from '../../http/business-error';
import type { Member } from '../../security/sessions';
import { LIMITS, RateLimiter } from '../auth/rate-limit';
import { AVATAR_MAX_BYTES, removeAvatar, sniffAvatarType, storeAvatar } from './avatar';

const isTooLarge = (error: unknown) => typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';

/** Counts the upload before anything is read, so parallel uploads cannot pass the limit together. */
export async function countUpload(db: Kysely<Tables>, member: Member, now: number): Promise<void> {
  const limit = LIMITS.uploadsPerMember;
  const hits = await new RateLimiter(db).hit(`upload:member:${String(member.id)}`, limit, now);
  if (hits > limit.limit) throw new BusinessError(MSG.tooManyUploads, CODES.tooManyRequests);
}

/** The largest file an upload call takes, and the message of one beyond it. */
export interface UploadLimit {
  bytes: number;
  tooLarge: string;
}

const AVATAR_LIMIT: UploadLimit = { bytes: AVATAR_MAX_BYTES, tooLarge: MSG.uploadTooLarge };

/**
 * The uploaded file's content. A body the multipart parser cannot read to its end (no boundary,
 * truncated) is refused as incomplete; only the size limit is called too large.
 */
export async function readUploadedFile(request: FastifyRequest, limit: UploadLimit = AVATAR_LIMIT): Promise<Buffer> {
  if (!request.isMultipart()) throw new BusinessError(MSG.uploadMissing);
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: { fileSize: limit.bytes, files: 1 } });
  } catch {
    throw new BusinessError(MSG.uploadMalformed);
  }
  if (!file) throw new BusinessError(MSG.uploadMissing);
  try {
    return await file.toBuffer();
  } catch (error) {
    throw new BusinessError(isTooLarge(error) ? limit.tooLarge : MSG.uploadMalformed);
  }
}

/**
 * Stores the new avatar, then points the member at it only if the avatar is still the one this
 * request started from: of parallel uploads one wins and removes the file it replaced; each loser
 * removes its own file, so no file is left that no member points at.
 */
export async function replaceAvatar(db: Kysely<Tables>, dataDir: string, member: Member, content: Buffer): Promise<string> {
  const type = sniffAvatarType(content);
  if (!type) throw new BusinessError(MSG.uploadType);
  const url = await storeAvatar(dataDir, content, type);
  let updated: bigint;
  try {
    const result = await db.updateTable('member').set({ avatar: url }).where('id', '=', member.id).where('avatar', '=', member.avatar).executeTakeFirst();
    updated = result.numUpdatedRows;
  } catch (error) {
    await removeAvatar(dataDir, url);
    throw error;
  }
  if (updated !== 1n) {
    await removeAvatar(dataDir, url);
    throw new BusinessError(MSG.uploadConflict, CODES.conflict);
  }
  await removeAvatar(dataDir, member.avatar);
  return url;
}
