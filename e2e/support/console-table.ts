import type { Page } from 'playwright-core';
import { expect } from 'vitest';

type Direction = 'asc' | 'desc';

/** No table on the page is loading: a header clicked during a load can be lost when the rows arrive. */
export async function tablesLoaded(desk: Page): Promise<void> {
  await expect.poll(() => desk.locator('.ant-table-wrapper .ant-spin-spinning').count(), { timeout: 10_000 }).toBe(0);
}

/** The texts of a console table's column, found by its header's title, in the rows' order. */
export async function columnTexts(desk: Page, header: string): Promise<string[]> {
  const titles = await desk.locator('.ant-table-thead th').allTextContents();
  const index = titles.findIndex((title) => title.trim() === header);
  if (index < 0) throw new Error(`no column ${header}`);
  return desk.locator('.ant-table-tbody tr.ant-table-row').locator(`td:nth-child(${String(index + 1)})`).allTextContents();
}

/**
 * Clicks a column's header once for each order asked, and sees each time the URL carry the sort and the rows
 * follow it; then the rows have moved, and a reload keeps the last order.
 */
export async function sortsByHeader(desk: Page, header: string, sort: string, orders: readonly Direction[], valueOf: (text: string) => string | number = (text) => text): Promise<void> {
  const inOrder = async (order: Direction) => {
    const texts = await columnTexts(desk, header);
    const values = texts.map(valueOf);
    const sorted = [...values].sort((a, b) => (Number(a > b) - Number(a < b)) * (order === 'asc' ? 1 : -1));
    return texts.length > 1 && JSON.stringify(values) === JSON.stringify(sorted);
  };
  await desk.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
  const before = await columnTexts(desk, header);
  for (const order of orders) {
    await tablesLoaded(desk);
    await desk.getByRole('columnheader', { name: new RegExp(`^${header}`) }).click();
    await desk.waitForURL(new RegExp(`[?&]sort=${sort}&order=${order}(&|$)`));
    await expect.poll(() => inOrder(order), { timeout: 10_000 }).toBe(true);
  }
  const last = orders.at(-1) ?? 'asc';
  expect(await columnTexts(desk, header)).not.toEqual(before);
  await desk.reload();
  await desk.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
  expect(desk.url()).toMatch(new RegExp(`[?&]sort=${sort}&order=${last}(&|$)`));
  await expect.poll(() => inOrder(last), { timeout: 10_000 }).toBe(true);
}

/** Clicks a sortable column's title and waits until the table shows that order (the next click reads it). */
export async function sortBy(page: Page, title: string, order: 'ascending' | 'descending'): Promise<void> {
  const header = page.locator('th.ant-table-column-has-sorters').filter({ hasText: new RegExp(`^${title}$`) });
  await tablesLoaded(page);
  await header.click();
  await expect.poll(() => header.getAttribute('aria-sort')).toBe(order);
}
