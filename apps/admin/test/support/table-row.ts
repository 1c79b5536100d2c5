import { within } from '@testing-library/react';

/**
 * The one table row whose text matches, to query inside. A role query by name (`getByRole('row', { name })`)
 * would compute the accessible name of every row, and jsdom's computed style of every node in it: most of a
 * review queue's test time.
 */
export function tableRow(text: RegExp) {
  const rows = Array.from(document.querySelectorAll('tr')).filter((row) => text.test(row.textContent));
  if (rows.length !== 1) throw new Error(`${String(rows.length)} table rows match ${String(text)}`);
  return within(rows[0] as HTMLElement);
}
