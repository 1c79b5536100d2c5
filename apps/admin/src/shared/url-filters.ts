/**
 * How a list reads a filter from the address: the filter's value, or '' for none (a value the filter does not
 * take reads as none). The lists' filters are declared with these (useListParams' `filters`).
 */

/** Any text, trimmed. */
export const text = (raw: string): string => raw.trim();

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day as YYYY-MM-DD (the lists' Beijing days). */
export const day = (raw: string): string => (DAY.test(raw.trim()) ? raw.trim() : '');

/** One of `values`. */
export const oneOf =
  <const Value extends string>(values: readonly Value[]) =>
  (raw: string): Value | '' =>
    values.find((value) => value === raw.trim()) ?? '';
