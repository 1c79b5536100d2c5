import { adminUpload } from '@casino/contract/calls/uploads';
import { MSG } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { ADMIN_IMAGE_MAX_BYTES } from '@casino/contract/rules/admin-image';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCall } from '../../platform/http/route';
import { readUploadedFile } from '../../platform/http/uploaded-file';
import { adminOf, auditOf } from '../operators/public';
import { readUploadedImage, storeUploadedImage, uploadedImageContentType } from './images';
import { countOperatorUpload } from './limit';

/** The operators' image uploads, and the uploaded images served back. */
export function uploadsAdminRoutes(admin: FastifyInstance, context: AppContext): void {
  const { database, clock, config } = context;
  void admin.register(async (upload) => {
    await upload.register(multipart);
    answerCall(upload, adminUpload, async ({ request }) => {
      await countOperatorUpload(database.db, adminOf(request).id, request.ip, clock());
      const content = await readUploadedFile(request, { bytes: ADMIN_IMAGE_MAX_BYTES, tooLarge: ADMIN_MSG.adminImageTooLarge });
      const url = await storeUploadedImage(database, config.DATA_DIR, content, auditOf(request, clock()));
      return { data: { url }, message: MSG.operationOk };
    });
  });

  admin.get<{ Params: { name: string } }>('/uploads/images/:name', { config: { public: true } }, async (request, reply) => {
    const { name } = request.params;
    const content = await readUploadedImage(config.DATA_DIR, name);
    if (!content) return reply.status(404).send();
    return reply.type(uploadedImageContentType(name)).header('cache-control', 'public, max-age=31536000, immutable').send(content);
  });
}
