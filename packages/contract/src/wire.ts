import { z } from 'zod';
import { SORT_DIRECTIONS, type ListSorting } from './list-sorting';

/** A yuan amount in an answer: a number with at most 2 decimals. */
export const yuan = z.number();
/** 0 or 1 flags of SPEC §3 (site_state, isblack, status, can_apply, ...). */
export const flag = z.union([z.literal(0), z.literal(1)]);
/** "YYYY-MM-DD HH:mm:ss" in Beijing time, as the existing backends answer. */
export const timestamp = z.string();

/**
 * A number an existing client sends for a text field (a game type of 2, a pay password of 123456), read as
 * its decimal string. Refused when JSON could not carry it exactly (an integer beyond 2^53, such as a long
 * card number) or it has no plain decimal form (1e21): the text would not be what was typed.
 */
const numberAsText = z
  .number()
  .refine((n) => (Number.isInteger(n) ? Number.isSafeInteger(n) : /^-?\d+\.\d+$/.test(String(n))), { message: 'not an exact decimal number' })
  .transform(String);

/**
 * C0 control characters but tab, line feed and carriage return; DEL; the C1 controls. No field of the API
 * needs them: PostgreSQL refuses a NUL in text, and an operator's terminal obeys the escapes.
 */
export function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * The bidirectional controls (LRM, RLM, ALM, the embeddings, overrides and isolates): they reorder what is
 * shown around them, so a name or an address reads other than it is (U+202E turns the rest backwards).
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** A surrogate not paired: with the u flag a pair is one code point, so only a half alone is \p{Cs}. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Text no screen can show as typed: a lone surrogate (half of a character: no font has it, PostgreSQL
 * refuses it in UTF-8, a CSV carries a replacement) or a bidirectional control. Player fields already keep
 * them out by their patterns (rules/patterns.ts: no format characters, letters by \p{L}); every text field
 * of a request, an operator's included, refuses them here (#41 item 13). Emoji, their joiners and other
 * scripts are left as they are.
 */
export function hasHiddenText(value: string): boolean {
  return LONE_SURROGATE.test(value) || BIDI_CONTROLS.test(value);
}

/** Text of at most `max` characters without control characters, lone surrogates or bidirectional controls. */
export const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !hasControlCharacters(value), { message: 'control characters' })
    .refine((value) => !hasHiddenText(value), { message: 'hidden text' });

/** The largest value of a 32-bit integer column (ids, types, states). */
export const MAX_INT32 = 2_147_483_647;

/** A form text field: optional, so that a missing one gets its §5 message from the rules; a number is read as its text. */
export const formText = z.union([text(2000), numberAsText]).optional();
/** A form value sent as a string or a number (amounts, ids, codes); numbers only as large as JSON carries exactly. */
export const formValue = z.union([text(64), z.number().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER)]).optional();
/** A positive integer id sent as a number or a digit string, within the id columns. */
export const idValue = z.union([
  z.number().int().positive().max(MAX_INT32),
  z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .refine((id) => id > 0 && id <= MAX_INT32),
]);
/** A whole number of a 32-bit column (a type, a filter), sent as a number or a digit string; '' reads as 0. */
export const smallIntValue = z
  .union([
    z.number().int().min(0).max(MAX_INT32),
    z
      .string()
      .regex(/^\d{0,10}$/)
      .transform((value) => (value === '' ? 0 : Number(value)))
      .refine((value) => value <= MAX_INT32),
  ])
  .optional();
/** The last page number a list is asked for; no list of the API comes near it. */
const MAX_PAGE = 999_999;
/** A page number, sent as a number or a digit string; 1 when missing, empty or 0 (as Laravel reads them). */
export const pageValue = z
  .union([z.number().int().min(0).max(MAX_PAGE), z.string().regex(/^\d{0,6}$/).transform(Number)])
  .optional()
  .transform((page) => (page && page > 0 ? page : 1));

/**
 * One of a few number codes (a card type, a 0/1 flag), sent as the number or its digit string, as a
 * form-encoded body carries every value.
 */
export function codeValue<const Codes extends readonly [number, ...number[]]>(codes: Codes) {
  return z.union([z.literal(codes), z.templateLiteral([z.literal(codes)]).transform((code) => Number(code) as Codes[number])]);
}

/** An optional filter of fixed values, where an empty string (the "all" of a picker) reads as missing. */
export function optionalFilter<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.union([z.literal('').transform(() => undefined), z.enum(values)]).optional();
}

/** A sortable list's request fields: `sort`, one of its columns, and `order`; empty or missing: its own order. */
export function sortFields<const Columns extends readonly [string, ...string[]]>(sorting: ListSorting<Columns>) {
  return { sort: optionalFilter(sorting.columns), order: optionalFilter(SORT_DIRECTIONS) };
}

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

/** The data of a call that answers nothing: `[]`, as the existing backends answer. */
export const done = z.array(z.never());

/** A Beijing calendar day of a date filter, YYYY-MM-DD; '' for none. */
export const dayFilter = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/).optional();

