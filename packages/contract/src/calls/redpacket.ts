import { z } from 'zod';
import { defineCall } from '../call';
import { ROUTES } from '../routes';
import { redPacketRecordSchema, userRedPacketSchema } from '../entities/redpacket';
import { emptyBody, pageValue, paginated, yuan } from '../wire';

export const redpacket = defineCall({
  ...ROUTES.redpacket,
  summary: 'The member\'s red packet history, 10 a page',
  request: z.object({ page: pageValue }).optional(),
  data: paginated(redPacketRecordSchema),
});

export const userredpacket = defineCall({
  ...ROUTES.userredpacket,
  summary: 'Draws left and used, and the rules',
  request: z.object({ page: pageValue }),
  data: userRedPacketSchema,
});

export const douserredpacket = defineCall({
  ...ROUTES.douserredpacket,
  summary: 'Draw a red packet',
  request: emptyBody,
  data: z.object({
    redpacketmoney: yuan,
    sendnums: z.number().int(),
    acquirednum: z.number().int(),
  }),
});
