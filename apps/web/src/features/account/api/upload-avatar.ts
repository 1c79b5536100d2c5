import { AVATAR_SIGNATURE_BYTES, checkAvatar } from '@casino/contract/rules/avatar';
import { uploadFile } from '../../../api/upload';

/** The avatar rule (SPEC §5: gif or png, told by the first bytes and the declared type) for a chosen file. */
export async function avatarRefusal(file: File): Promise<string | undefined> {
  const head = new Uint8Array(await file.slice(0, AVATAR_SIGNATURE_BYTES).arrayBuffer());
  return checkAvatar({ head, declaredType: file.type, size: file.size });
}

/** POST /api/uploadimg (multipart, field file): answers the new avatar's address. */
export async function uploadAvatar(file: File, onProgress: (sent: number) => void): Promise<string> {
  return (await uploadFile('uploadimg', file, { onProgress })).data.url;
}
