import { uploadimg } from '@casino/contract/calls/account';
import { MSG } from '@casino/contract/messages';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentMember } from '../../platform/http/auth';
import { answerCall } from '../../platform/http/route';
import { uploadAvatar } from './avatar-upload';

/**
 * `uploadimg`, in a plugin of its own: the multipart parser and its request hooks run on this route
 * only, not on every call of the API.
 */
export async function uploadRoutes(api: FastifyInstance, { db, config, clock }: AppContext): Promise<void> {
  await api.register(async (upload) => {
    await upload.register(multipart);
    answerCall(upload, uploadimg, async ({ request }) => ({ data: { url: await uploadAvatar(db, config.DATA_DIR, currentMember(request), request, clock()) }, message: MSG.operationOk }));
  });
}
