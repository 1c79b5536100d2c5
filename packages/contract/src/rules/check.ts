/** A rule: a test and the message shown when the test fails. Rules are checked in order. */
export type Rule<T> = readonly [passes: (input: T) => boolean, message: string];

/** The message of the first rule the input breaks, or undefined when it keeps them all. */
export function firstBroken<T>(input: T, rules: readonly Rule<T>[]): string | undefined {
  for (const [passes, message] of rules) {
    if (!passes(input)) return message;
  }
  return undefined;
}

/** Text of a form value: trimmed string, '' for anything missing. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export const filled = (value: unknown): boolean => text(value) !== '';
