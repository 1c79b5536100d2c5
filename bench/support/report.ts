/** One line of the results table. */
export interface Row {
  part: string;
  measure: string;
  value: string;
}

/** `shift`: Lighthouse's layout shift score, a plain number with three decimals. */
export type Unit = 'req/s' | 'ms' | 'MiB' | 'MiB/min' | 'KB' | 'count' | 'score' | '%' | 'load' | 'shift';

/** One number of one run; runs of the same part, measure and name are summarised together. */
export interface Figure {
  part: string;
  measure: string;
  name: string;
  value: number;
  unit: Unit;
}

export function table(rows: readonly Row[]): string {
  const lines = ['| part | measure | value |', '|---|---|---|'];
  for (const row of rows) lines.push(`| ${row.part} | ${row.measure} | ${row.value} |`);
  return lines.join('\n');
}
