import { MEMBER_SORTING } from '@casino/contract/list-sorting';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { oneOf, text } from '../src/shared/url-filters';
import { useListParams } from '../src/shared/use-list-params';
import { renderConsole, shownAddress } from './support/render-console';

const FILTERS = { q: text, state: oneOf(['normal', 'blocked']) };

/** A list's address as a screen reads it, with buttons for what a screen does to it. */
function MemberListAddress({ prefix }: { prefix?: string }) {
  const list = useListParams({ sorting: MEMBER_SORTING, filters: FILTERS, prefix });
  return (
    <>
      <output aria-label="列表参数">{JSON.stringify(list.params)}</output>
      <button onClick={() => list.setPage(3)}>第3页</button>
      <button onClick={() => list.filter({ q: '  ab ' })}>搜索ab</button>
      <button onClick={() => list.filter({ state: 'blocked', q: '' })}>只看冻结</button>
      <button onClick={() => list.filter({ state: 'nonsense' })}>乱填状态</button>
    </>
  );
}

const params = () => JSON.parse(screen.getByRole('status', { name: '列表参数' }).textContent) as Record<string, unknown>;

describe('a list’s page, sort and filters in the address', () => {
  it('reads them, the known columns, directions and values only', () => {
    renderConsole(<MemberListAddress />, '/members?page=4&q=%20li%20&state=blocked&sort=vip&order=desc');
    expect(params()).toEqual({ page: 4, sort: 'vip', order: 'desc', q: 'li', state: 'blocked' });
  });

  it('reads page 1, no filter and the list’s own order from an address that says nothing it knows', () => {
    renderConsole(<MemberListAddress />, '/members?page=2.5&state=gone&sort=balance&order=up');
    expect(params()).toEqual({ page: 1, sort: '', order: '', q: '', state: '' });
  });

  it('writes a page first, then the filters in their order, then the sort, after the address’s other parameters', async () => {
    const user = userEvent.setup({ delay: null });
    renderConsole(<MemberListAddress />, '/members?tab=x&sort=vip&order=asc&q=li');
    await user.click(screen.getByRole('button', { name: '第3页' }));
    expect(shownAddress()).toBe('/members?tab=x&page=3&q=li&sort=vip&order=asc');
  });

  it('starts a new filter at page 1 in the same order, trimmed, and leaves out what is empty or not a value of the filter', async () => {
    const user = userEvent.setup({ delay: null });
    renderConsole(<MemberListAddress />, '/members?page=3&sort=registered&order=asc');
    await user.click(screen.getByRole('button', { name: '搜索ab' }));
    expect(shownAddress()).toBe('/members?q=ab&sort=registered&order=asc');
    expect(params()).toMatchObject({ page: 1, q: 'ab' });
    await user.click(screen.getByRole('button', { name: '只看冻结' }));
    expect(shownAddress()).toBe('/members?state=blocked&sort=registered&order=asc');
    await user.click(screen.getByRole('button', { name: '乱填状态' }));
    expect(shownAddress()).toBe('/members?sort=registered&order=asc');
  });

  it('keeps a prefixed list’s page and sort apart from the screen’s other list', async () => {
    const user = userEvent.setup({ delay: null });
    renderConsole(<MemberListAddress prefix="ledger_" />, '/members/ann?page=2&sort=time&ledger_sort=vip&ledger_order=desc');
    expect(params()).toMatchObject({ page: 1, sort: 'vip', order: 'desc' });
    await user.click(screen.getByRole('button', { name: '第3页' }));
    expect(shownAddress()).toBe('/members/ann?page=2&sort=time&ledger_page=3&ledger_sort=vip&ledger_order=desc');
  });
});
