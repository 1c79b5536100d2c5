import { z } from 'zod';
import { defineCall } from '../call';
import { vipTierSchema } from '../entities/vip';
import { emptyBody } from '../wire';

export const uservip = defineCall({
  method: 'POST',
  path: '/api/uservip',
  summary: 'VIP tiers',
  auth: false,
  request: emptyBody,
  data: z.array(vipTierSchema),
});
