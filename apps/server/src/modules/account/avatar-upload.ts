import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import { BusinessError } from '../../http/business-error';
import type { Member } from '../../security/sessions';
import { LIMITS, RateLimiter } from '../../security/rate-limit';
import { AVATAR_MAX_BYTES, removeAvatar, sniffAvatarType, storeAvatar } from './avatar';

const isTooLarge = (error: unknown) => typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';

/** Counts the upload before anything is read, so parallel uploads cannot pass the limit together. */
async function countUpload(db: Kysely<Tables>, member: Member, now: number): Promise<void> {
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
 * What one upload may make the server hold: one file part of at most its limit, no text field, few headers
 * (issue #28: text fields before the file were buffered whole, 900 of 1 MB each).
 */
const uploadLimits = (fileSize: number) => ({ fileSize, files: 1, fields: 0, parts: 1, headerPairs: 20, fieldNameSize: 100 });

/**
 * The uploaded file's content. A body the multipart parser cannot read to its end (no boundary,
 * truncated) is refused as incomplete; a text field or a second part as not one image; only the size
 * limit is called too large.
 */
export async function readUploadedFile(request: FastifyRequest, limit: UploadLimit = AVATAR_LIMIT): Promise<Buffer> {
  if (!request.isMultipart()) throw new BusinessError(MSG.uploadMissing);
  let content: Buffer | undefined;
  try {
    // Read to the end of the body: the parser reports a text field or a part beyond the file only there.
    for await (const part of request.parts({ limits: uploadLimits(limit.bytes) })) {
      if (part.type !== 'file' || content !== undefined) throw new BusinessError(MSG.uploadOnlyOneFile);
      content = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof BusinessError) throw error;
    throw new BusinessError(isTooLarge(error) ? limit.tooLarge : isPartLimit(error) ? MSG.uploadOnlyOneFile : MSG.uploadMalformed);
  }
  if (!content) throw new BusinessError(MSG.uploadMissing);
  return content;
}

/** The parser's refusal of a text field or a part beyond the one file. */
function isPartLimit(error: unknown): boolean {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  return code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT';
}

/**
 * Stores the new avatar, then points the member at it only if the avatar is still the one this
 * request started from: of parallel uploads one wins and removes the file it replaced; each loser
 * removes its own file, so no file is left that no member points at.
 */
async function replaceAvatar(db: Kysely<Tables>, dataDir: string, member: Member, content: Buffer): Promise<string> {
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

/** The member's avatar upload: counted against their limit, read, then stored in place of the old one; answers its URL. */
export async function uploadAvatar(db: Kysely<Tables>, dataDir: string, member: Member, request: FastifyRequest, now: number): Promise<string> {
  await countUpload(db, member, now);
  const content = await readUploadedFile(request);
  return replaceAvatar(db, dataDir, member, content);
}
