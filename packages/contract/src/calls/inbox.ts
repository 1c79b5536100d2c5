import { z } from 'zod';
import { defineCall } from '../call';
import { ROUTES } from '../routes';
import { inboxMessageSchema } from '../entities/inbox';
import { pageValue, paginated, text, idValue } from '../wire';

export const noticeList = defineCall({
  ...ROUTES.noticeList,
  summary: 'The member\'s inbox',
  request: z.object({ page: pageValue }).optional(),
  data: paginated(inboxMessageSchema),
});

// Operator calls (extensions), with an admin token.

export const adminMessage = defineCall({
  ...ROUTES.adminMessage,
  summary: 'Send an inbox message to one member (by username) or to every member ("all")',
  request: z.object({ to: text(64).trim().min(1), title: text(100).trim().min(1), content: text(5000).trim().min(1) }),
  data: z.object({ id: z.number().int() }),
});
export const adminMessageTiers = defineCall({
  ...ROUTES.adminMessageTiers,
  summary: 'The VIP tiers an inbox message can be sent to, each with how many members it holds now (the tiers are a short fixed table)',
  request: z.object({}),
  data: z.array(z.object({ id: z.number().int(), vipname: z.string(), members: z.number().int() })),
});
export const adminMessageTier = defineCall({
  ...ROUTES.adminMessageTier,
  summary: "Send an inbox message to every member of a VIP tier, as the tier is at the time of sending (one message per member); answers how many members it reached. A tier without members is refused",
  request: z.object({ vip: idValue, title: text(100).trim().min(1), content: text(5000).trim().min(1) }),
  data: z.object({ sent: z.number().int() }),
});

