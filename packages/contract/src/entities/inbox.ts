import { z } from 'zod';
import { timestamp } from '../wire';

/** Inbox message; content is HTML. Announcements are plain strings. */
export const inboxMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  created_at: timestamp,
  content: z.string(),
  /** Extension: 1 once this member opened it (noticeRead), else 0; each member's own, a message to all included. */
  is_read: z.union([z.literal(0), z.literal(1)]),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;
