/**
 * The value axis of a chart from `min` to `max` (0 among them): round steps (1, 2, 2.5 or 5 times a power of ten)
 * from a multiple at or below min to one at or above max, about 4 of them. Only [0] when every value is 0.
 */
export function axisTicks(min: number, max: number): number[] {
  if (min === 0 && max === 0) return [0];
  const raw = (max - min) / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= raw) ?? 10) * magnitude;
  const ticks: number[] = [];
  for (let tick = Math.floor(min / step) * step; tick <= Math.ceil(max / step) * step + step / 2; tick += step) ticks.push(Number(tick.toPrecision(12)));
  return ticks;
}

/** Up to 2 decimals, without trailing zeros, with thousands separators: 1234.5 -> "1,234.5". */
function shortNumber(value: number): string {
  const [whole = '', decimals = ''] = Number(value.toFixed(2)).toString().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return decimals === '' ? grouped : `${grouped}.${decimals}`;
}

/** A yuan figure short enough for an axis or above a bar: 720, 1,234.5, 12.35万, 3.2亿. */
export function shortYuan(value: number): string {
  const size = Math.abs(value);
  if (size >= 100_000_000) return `${shortNumber(value / 100_000_000)}亿`;
  if (size >= 10_000) return `${shortNumber(value / 10_000)}万`;
  return shortNumber(value);
}

/** Every how many days a date is written under the bars, so that each (MM-DD, about 40 px) has its room. */
export function dateLabelEvery(days: number, plotWidth: number): number {
  return Math.max(1, Math.ceil((days * 40) / Math.max(1, plotWidth)));
}
