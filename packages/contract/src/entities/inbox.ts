import { z } from 'zod';
import { timestamp } from '../wire';

/** Inbox message; content is HTML. Announcements are plain strings. */
export const inboxMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  created_at: timestamp,
  content: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;
