import { z } from 'zod';
import { flag, timestamp } from '../wire';

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
  /** Extension: the operator's reason, on a refused application that was given one. */
  remark: z.string().optional(),
});
export type ActivityApplication = z.infer<typeof activityApplicationSchema>;
