import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomId } from '../../platform/security/tokens';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_URL_PREFIX = '/uploads/avatars/';
const AVATAR_FILE_NAME = /^[a-f0-9]{32}\.(png|gif)$/;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type told by the file's content (never its name or declared type): png, gif or nothing. */
export function sniffAvatarType(content: Buffer): 'png' | 'gif' | undefined {
  if (content.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  const head = content.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  return undefined;
}

function avatarDir(dataDir: string): string {
  return join(dataDir, 'uploads', 'avatars');
}

/** Stores the image under a random name and answers its URL. */
export async function storeAvatar(dataDir: string, content: Buffer, type: 'png' | 'gif'): Promise<string> {
  const name = `${randomId()}.${type}`;
  await mkdir(avatarDir(dataDir), { recursive: true });
  await writeFile(join(avatarDir(dataDir), name), content, { flag: 'wx' });
  return `${AVATAR_URL_PREFIX}${name}`;
}

/** Removes a replaced avatar, when it is one of ours. */
export async function removeAvatar(dataDir: string, url: string): Promise<void> {
  const name = url.startsWith(AVATAR_URL_PREFIX) ? url.slice(AVATAR_URL_PREFIX.length) : '';
  if (AVATAR_FILE_NAME.test(name)) await unlink(join(avatarDir(dataDir), name)).catch(() => undefined);
}

/** The stored avatar of that file name, or undefined when the name is not one of ours or there is no such file. */
export async function readAvatar(dataDir: string, name: string): Promise<Buffer | undefined> {
  if (!AVATAR_FILE_NAME.test(name)) return undefined;
  try {
    return await readFile(join(avatarDir(dataDir), name));
  } catch {
    return undefined;
  }
}
