import { ApiError, sendUpload } from '@casino/contract/http-call';
import { adminSession } from './session';

/**
 * adminUpload: one image to the server, same origin, with the admin token; answers its site path. A 401
 * ends the session here too, as adminCall does.
 */
export async function uploadImage(file: Blob): Promise<string> {
  try {
    return (await sendUpload('', 'adminUpload', file, { token: adminSession.token() })).data.url;
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 401) adminSession.end();
    throw error;
  }
}
