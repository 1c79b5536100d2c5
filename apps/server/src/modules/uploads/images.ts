import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CODES } from '@casino/contract/codes';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { adminImageTypeOf, type AdminImageType } from '@casino/contract/rules/admin-image';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import { BusinessError } from '../../kernel/errors';
import { randomId } from '../../platform/security/tokens';

/** Where operators' images are served from, beside the members' avatars under the same uploads directory. */
export const UPLOADED_IMAGE_PREFIX = '/uploads/images/';
/** The names this server gives (random hex and the type told by the content): nothing else is read from the directory. */
export const UPLOADED_IMAGE_NAME = /^[a-f0-9]{32}\.(png|jpg|webp|gif)$/;

const EXTENSIONS: Record<AdminImageType, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif' };
const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };

export function uploadedImageDir(dataDir: string): string {
  return join(dataDir, 'uploads', 'images');
}

/** The content type of a stored image, by the extension its name was given from its content. */
export function uploadedImageContentType(name: string): string {
  return CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** A stored image's content, or undefined for a name this server did not give or a file that is gone. */
export async function readUploadedImage(dataDir: string, name: string): Promise<Buffer | undefined> {
  if (!UPLOADED_IMAGE_NAME.test(name)) return undefined;
  return readFile(join(uploadedImageDir(dataDir), name)).catch(() => undefined);
}

/**
 * Stores an operator's image under a random name, typed by its content (never its name or declared type),
 * and answers its site path. The audit row commits after the file is written; should it fail, the file
 * is removed, so no image is kept that the audit log does not name.
 */
export async function storeUploadedImage(database: Database, dataDir: string, content: Buffer, audit: AuditWriter): Promise<string> {
  const type = adminImageTypeOf(content);
  if (!type) throw new BusinessError(ADMIN_MSG.adminImageType, CODES.validation);
  const name = `${randomId()}.${EXTENSIONS[type]}`;
  const file = join(uploadedImageDir(dataDir), name);
  await mkdir(uploadedImageDir(dataDir), { recursive: true });
  await writeFile(file, content, { flag: 'wx' });
  const url = `${UPLOADED_IMAGE_PREFIX}${name}`;
  try {
    await inMoneyTransaction(database, (trx) => audit(trx, { target: `image:${name}`, before: null, after: { url, type, bytes: content.length } }));
  } catch (error) {
    await unlink(file).catch(() => undefined);
    throw error;
  }
  return url;
}
