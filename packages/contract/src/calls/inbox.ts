import { z } from 'zod';
import { defineCall } from '../call';
import { ROUTES } from '../routes';
import { inboxMessageSchema } from '../entities/inbox';
import { emptyBody, pageValue, paginated, smallIntValue, text, idValue } from '../wire';

export const noticeList = defineCall({
  ...ROUTES.noticeList,
  summary: 'The member\'s inbox',
  request: z.object({ page: pageValue }).optional(),
  data: paginated(inboxMessageSchema),
});

const unreadAnswer = z.object({ unread: z.number().int() });

export const noticeUnread = defineCall({
  ...ROUTES.noticeUnread,
  summary: "Extension: how many messages of the member's inbox they have not opened yet (the badge on 我的 and 消息中心)",
  request: emptyBody,
  data: unreadAnswer,
});

export const noticeRead = defineCall({
  ...ROUTES.noticeRead,
  summary:
    "Extension: the member opened one message of their inbox (theirs or one to every member); it is read for them alone from now on. Answers how many are still unread. Another member's message, or none, is refused (数据不存在)",
  request: z.object({ id: idValue }),
  data: unreadAnswer,
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

export const adminSentMessages = defineCall({
  ...ROUTES.adminSentMessages,
  summary:
    "The inbox messages operators sent, newest first, paged on the server (per_page up to 50, 20 by default): the title, to whom (one member by username, every member, or a VIP tier by the name it had), how many members it reached (null for every member: members now and later), who sent it and when (Beijing time)",
  request: z.object({ page: pageValue, per_page: smallIntValue }),
  data: paginated(
    z.object({
      id: z.number().int(),
      title: z.string(),
      audience: z.enum(['member', 'all', 'tier']),
      recipient: z.string(),
      recipients: z.number().int().nullable(),
      sent_by: z.string(),
      sent_at: z.string(),
    }),
  ),
});
