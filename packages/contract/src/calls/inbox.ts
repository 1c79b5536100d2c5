import { z } from 'zod';
import { defineCall } from '../call';
import { ROUTES } from '../routes';
import { inboxMessageSchema } from '../entities/inbox';
import { pageValue, paginated } from '../wire';

export const noticeList = defineCall({
  ...ROUTES.noticeList,
  summary: 'The member\'s inbox',
  request: z.object({ page: pageValue }).optional(),
  data: paginated(inboxMessageSchema),
});
