import { z } from 'zod';
import { defineCall } from '../call';
import { redPacketRecordSchema, userRedPacketSchema } from '../entities/redpacket';
import { emptyBody, pageValue, paginated, yuan } from '../wire';

export const redpacket = defineCall({
  method: 'POST',
  path: '/api/redpacket',
  summary: 'The member\'s red packet history, 10 a page',
  auth: true,
  request: z.object({ page: pageValue }).optional(),
  data: paginated(redPacketRecordSchema),
});

export const userredpacket = defineCall({
  method: 'GET',
  path: '/api/userredpacket',
  summary: 'Draws left and used, and the rules',
  auth: true,
  request: z.object({ page: pageValue }),
  data: userRedPacketSchema,
});

export const douserredpacket = defineCall({
  method: 'POST',
  path: '/api/douserredpacket',
  summary: 'Draw a red packet',
  auth: true,
  money: true,
  request: emptyBody,
  data: z.object({
    redpacketmoney: yuan,
    sendnums: z.number().int(),
    acquirednum: z.number().int(),
  }),
});
