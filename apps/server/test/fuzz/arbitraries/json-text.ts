/**
 * A value written into a request exactly as given, where JSON.stringify could not write it: numbers
 * JSON.parse reads as Infinity (1e309), tokens that are not JSON (NaN), an own `__proto__` key.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A request field's value: anything JSON.stringify writes, or raw JSON text. */
export type FieldValue = unknown;

export function jsonTextOf(value: FieldValue): string {
  if (value instanceof RawJson) return value.text;
  // JSON.stringify answers undefined for undefined, though its type says string.
  if (value === undefined) return 'null';
  return JSON.stringify(value);
}

/** The value as a query string carries it: strings as they are, anything else as its JSON text. */
export function queryTextOf(value: FieldValue): string {
  return typeof value === 'string' ? value : jsonTextOf(value);
}

/** A JSON object written from its entries in order: keys may repeat or be `__proto__`. */
export function jsonObjectText(entries: readonly (readonly [string, FieldValue])[]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${jsonTextOf(value)}`).join(',')}}`;
}
