import { ApiError } from '@casino/contract/http-call';
import { sendUpload } from '@casino/contract/send-call';
import { sessionRefused } from './re-sign-in';
import { adminSession } from './session';

/**
 * adminUpload: one image to the server, same origin, with the admin token; answers its site path. A 401 asks
 * for a sign-in again and sends the image again, as adminCall does.
 */
export async function uploadImage(file: Blob): Promise<string> {
  const token = adminSession.token();
  try {
    const url = (await sendUpload('', 'adminUpload', file, { token })).data.url;
    adminSession.answered();
    return url;
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 401 && (await sessionRefused(token))) return uploadImage(file);
    throw error;
  }
}
