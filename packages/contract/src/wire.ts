import { z } from 'zod';

/** A yuan amount in an answer: a number with at most 2 decimals. */
export const yuan = z.number();
/** 0 or 1 flags of SPEC §3 (site_state, isblack, status, can_apply, ...). */
export const flag = z.union([z.literal(0), z.literal(1)]);
/** "YYYY-MM-DD HH:mm:ss" in Beijing time, as the existing backends answer. */
export const timestamp = z.string();

/** A form text field: optional, so that a missing one gets its §5 message from the rules. */
export const formText = z.string().max(2000).optional();
/** A form value sent as a string or a number (amounts, ids, codes). */
export const formValue = z.union([z.string().max(64), z.number()]).optional();
/** A positive integer id sent as a number or a digit string. */
export const idValue = z.union([
  z.number().int().positive(),
  z.string().regex(/^\d{1,15}$/).transform(Number),
]);
/** A page number, 1 when missing. */
export const pageValue = z
  .union([z.number().int().positive(), z.string().regex(/^\d{1,6}$/).transform(Number)])
  .optional()
  .transform((page) => (page && page > 0 ? page : 1));

/** An answer that is one address. */
export const urlAnswer = z.object({ url: z.string() });

/** An empty request body (an empty object, or nothing at all). */
export const emptyBody = z.object({}).optional();

/**
 * The Laravel paginator the existing backends serialise inside `data` (API-NOTES §1).
 * Clients read data, last_page, total and current_page.
 */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    current_page: z.number().int(),
    data: z.array(item),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });
}
export interface Page<T> {
  current_page: number;
  data: T[];
  from: number | null;
  to: number | null;
  last_page: number;
  per_page: number;
  total: number;
}
