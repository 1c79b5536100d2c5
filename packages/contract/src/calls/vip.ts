import { z } from 'zod';
import { defineCall } from '../call';
import { ROUTES } from '../routes';
import { vipTierSchema } from '../entities/vip';
import { emptyBody } from '../wire';

export const uservip = defineCall({
  ...ROUTES.uservip,
  summary: 'VIP tiers',
  request: emptyBody,
  data: z.array(vipTierSchema),
});
