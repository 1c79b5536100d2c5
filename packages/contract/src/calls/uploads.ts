import { defineCall } from '../call';
import { ROUTES } from '../routes';
import { z } from 'zod';

/** Image uploads of the operator console (extensions). */

export const adminUpload = defineCall({
  ...ROUTES.adminUpload,
  summary:
    'Upload one image for the site (multipart field "file"): PNG, JPEG, WebP or GIF told by its content, at most 2 MB; stored under a random name and answered with its site path (/uploads/images/…), to put in a banner, promotion, logo or QR code field. At most 30 a minute per operator and 60 per address (429); an image no content points at a day after its upload is removed',
  request: z.object({}),
  data: z.object({ url: z.string() }),
});
