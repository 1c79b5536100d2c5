import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { SERVER_MSG } from '@casino/contract/server-messages';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import type { Member } from '../../platform/security/sessions';
import { LIMITS, RateLimiter } from '../../platform/security/rate-limit';
import { readUploadedFile } from '../../platform/http/uploaded-file';
import { AVATAR_MAX_BYTES, removeAvatar, sniffAvatarType, storeAvatar } from './avatar';


/** Counts the upload before anything is read, so parallel uploads cannot pass the limit together. */
async function countUpload(db: Kysely<Tables>, member: Member, now: number): Promise<void> {
  const limit = LIMITS.uploadsPerMember;
  const hits = await new RateLimiter(db).hit(`upload:member:${String(member.id)}`, limit, now);
  if (hits > limit.limit) throw new BusinessError(SERVER_MSG.tooManyUploads, CODES.tooManyRequests);
}

const AVATAR_LIMIT = { bytes: AVATAR_MAX_BYTES, tooLarge: MSG.uploadTooLarge };

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
    throw new BusinessError(SERVER_MSG.uploadConflict, CODES.conflict);
  }
  await removeAvatar(dataDir, member.avatar);
  return url;
}

/** The member's avatar upload: counted against their limit, read, then stored in place of the old one; answers its URL. */
export async function uploadAvatar(db: Kysely<Tables>, dataDir: string, member: Member, request: FastifyRequest, now: number): Promise<string> {
  await countUpload(db, member, now);
  const content = await readUploadedFile(request, AVATAR_LIMIT);
  return replaceAvatar(db, dataDir, member, content);
}
