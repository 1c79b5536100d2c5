import { median } from './stats';
import type { Figure, Row, Unit } from './report';

const digits = (unit: Unit) => (unit === 'shift' ? 3 : unit === 'ms' || unit === 'MiB/min' || unit === 'load' ? 1 : unit === 'KB' ? 1 : 0);
const show = (value: number, unit: Unit) => `${value.toFixed(digits(unit))}${unit === 'count' || unit === 'score' || unit === 'load' || unit === 'shift' ? '' : unit === '%' ? '%' : ` ${unit}`}`;

/**
 * Rows from the figures of each run of one part: per (part, measure) one row; each named number as its median
 * over the runs, followed by the spread (lowest–highest) when the runs disagree. A count missing from a run (an
 * answer code that run never got) counts as 0 there.
 */
export function summarise(runs: readonly (readonly Figure[])[]): Row[] {
  const figures = runs.flat();
  const rows = new Map<string, { part: string; measure: string; names: Map<string, { unit: Unit; values: number[] }> }>();
  for (const f of figures) {
    const key = `${f.part}\u0000${f.measure}`;
    let row = rows.get(key);
    if (!row) {
      row = { part: f.part, measure: f.measure, names: new Map() };
      rows.set(key, row);
    }
    const entry = row.names.get(f.name) ?? { unit: f.unit, values: [] };
    entry.values.push(f.value);
    row.names.set(f.name, entry);
  }
  return [...rows.values()].map(({ part, measure, names }) => ({
    part,
    measure,
    value: [...names]
      .map(([name, { unit, values: seen }]) => {
        const values = unit === 'count' && seen.length < runs.length ? [...seen, ...Array<number>(runs.length - seen.length).fill(0)] : seen;
        const low = Math.min(...values);
        const high = Math.max(...values);
        const spread = values.length > 1 && show(low, unit) !== show(high, unit) ? ` (${show(low, unit)}–${show(high, unit)})` : '';
        return `${name ? `${name} ` : ''}${show(median(values), unit)}${spread}`;
      })
      .join(', '),
  }));
}
