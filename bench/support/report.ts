/** One line of the results table. */
export interface Row {
  part: string;
  measure: string;
  value: string;
}

export const fmt = {
  rps: (n: number) => `${n.toFixed(0)} req/s`,
  ms: (n: number) => `${n.toFixed(1)} ms`,
  mib: (n: number) => `${n.toFixed(0)} MiB`,
  kb: (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`,
};

export function table(rows: readonly Row[]): string {
  const lines = ['| part | measure | value |', '|---|---|---|'];
  for (const row of rows) lines.push(`| ${row.part} | ${row.measure} | ${row.value} |`);
  return lines.join('\n');
}
