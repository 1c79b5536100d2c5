import { CODES } from '@casino/contract/codes';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { LIMITS, RateLimiter } from '../../platform/security/rate-limit';

/**
 * Counts an operator's upload, per operator and per address, before anything is read: a stolen session or a
 * script cannot fill the disk faster than a person filling forms would upload. Both are counted, so parallel
 * uploads cannot pass either limit together.
 */
export async function countOperatorUpload(db: Kysely<Tables>, operatorId: number, ip: string, now: number): Promise<void> {
  const limiter = new RateLimiter(db);
  const byOperator = await limiter.take(`upload:admin:${String(operatorId)}`, LIMITS.uploadsPerOperator, now);
  const byAddress = await limiter.take(`upload:admin-ip:${ip}`, LIMITS.uploadsPerOperatorAddress, now);
  if (!byOperator || !byAddress) throw new BusinessError(ADMIN_MSG.adminTooManyUploads, CODES.tooManyRequests);
}
