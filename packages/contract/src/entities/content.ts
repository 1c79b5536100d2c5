import { z } from 'zod';
import { flag, timestamp } from '../wire';

/** App info (SPEC §3): site settings the web app reads on start. */
export const appInfoSchema = z.object({
  title: z.string(),
  site_logo: z.string(),
  /** 1 normal, 0 maintenance. */
  site_state: flag,
  repair_tips: z.string(),
  redpacket_switch: flag,
  /** 1 shows the popup announcement (webcontent) on home. */
  index_modal: flag,
  /** The popup announcement, HTML. */
  webcontent: z.string(),
  app_state: flag,
  ios_download_url: z.string(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

export const bannerSchema = z.object({
  src: z.string(),
  url: z.string(),
  background: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** Promotion (SPEC §3: activity). content is HTML. */
export const promotionSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  title: z.string(),
  banner: z.string(),
  created_at: timestamp,
  state: flag,
  content: z.string(),
  can_apply: flag,
});
export type Promotion = z.infer<typeof promotionSchema>;
/** The list omits the HTML content. */
export const promotionSummarySchema = promotionSchema.omit({ content: true });
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;

export const promotionTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
});
export type PromotionType = z.infer<typeof promotionTypeSchema>;

/** A member's promotion application (SPEC §3: activity application). */
export const activityApplicationSchema = z.object({
  id: z.number().int(),
  activity_name: z.string(),
  created_at: timestamp,
  /** 1 待审核, 2 通过, 3 拒绝. */
  state: z.number().int(),
});
export type ActivityApplication = z.infer<typeof activityApplicationSchema>;

/** Inbox message; content is HTML. Announcements are plain strings. */
export const inboxMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  created_at: timestamp,
  content: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const articleSchema = z.object({
  content: z.string(),
});
export type Article = z.infer<typeof articleSchema>;

export const urlSchema = z.object({ url: z.string() });
