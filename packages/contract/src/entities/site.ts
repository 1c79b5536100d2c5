import { z } from 'zod';
import { siteThemeSchema } from '../site-theme';
import { flag } from '../wire';

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
  /** Extension: the home page's floating promotion image; '' shows none. */
  float_image: z.string(),
  /** Extension: the promotion the floating image opens; null opens the promotions list. */
  float_activity_id: z.number().int().nullable(),
  /** Extension: the brand theme the operator set (SPEC leaves the look open). */
  theme: siteThemeSchema,
});
export type AppInfo = z.infer<typeof appInfoSchema>;

export const bannerSchema = z.object({
  src: z.string(),
  url: z.string(),
  background: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;
