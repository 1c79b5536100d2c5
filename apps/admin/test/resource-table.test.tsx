import { ApiError } from '@casino/contract/http-call';
import { MEMBER_LEDGER_SORTING } from '@casino/contract/list-sorting';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResourceTable, type ListQuery } from '../src/shared/resource-table';
import { useListParams } from '../src/shared/use-list-params';
import { renderConsole, shownAddress } from './support/render-console';

interface Line {
  id: number;
  created_at: string;
  amount: number;
}

const LINES: Line[] = [
  { id: 1, created_at: '2025-01-02 10:00:00', amount: 50 },
  { id: 2, created_at: '2025-01-01 09:00:00', amount: -20 },
];

const answered = (rows: Line[], total: number): ListQuery<Line> => ({ data: { data: rows, total }, isPending: false, isPlaceholderData: false, isError: false, error: null });

/** A member's ledger as a screen lists it: newest first unless sorted by time or amount. */
function Ledger({ query, actions = false }: { query: ListQuery<Line>; actions?: boolean }) {
  const list = useListParams({ sorting: MEMBER_LEDGER_SORTING });
  return (
    <ResourceTable
      rowKey="id"
      query={query}
      list={list}
      countUnit="条"
      empty="暂无流水"
      columns={[
        { title: '时间', dataIndex: 'created_at', sortBy: 'time' },
        { title: '金额（元）', dataIndex: 'amount', sortBy: 'amount' },
        ...(actions ? [{ title: '操作', key: 'actions', render: () => <button type="button">编辑</button> }] : []),
      ]}
    />
  );
}

const header = (name: string) => screen.getByRole('columnheader', { name });

describe('the resource table', () => {
  it('shows the rows and the total the server counted', () => {
    renderConsole(<Ledger query={answered(LINES, 45)} />, '/ledger');
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('2025-01-01 09:00:00')).toBeInTheDocument();
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
  });

  it('spins while the page loads', () => {
    const { container } = renderConsole(<Ledger query={{ ...answered(LINES, 45), isPlaceholderData: true }} />, '/ledger');
    expect(container.querySelector('.ant-spin-spinning')).not.toBeNull();
  });

  it('says the list is empty, or what failed', () => {
    const view = renderConsole(<Ledger query={answered([], 0)} />, '/ledger');
    expect(screen.getByText('暂无流水')).toBeInTheDocument();
    view.unmount();
    renderConsole(<Ledger query={{ data: undefined, isPending: false, isPlaceholderData: false, isError: true, error: new ApiError(500, '服务器繁忙', 500) }} />, '/ledger');
    expect(screen.getByText('服务器繁忙')).toBeInTheDocument();
    expect(screen.queryByText('暂无流水')).toBeNull();
  });

  it('shows the address’s sort on its column, the list’s own order on the default column otherwise', () => {
    const view = renderConsole(<Ledger query={answered(LINES, 45)} />, '/ledger');
    expect(header('时间')).toHaveAttribute('aria-sort', 'descending');
    view.unmount();
    renderConsole(<Ledger query={answered(LINES, 45)} />, '/ledger?sort=amount&order=asc');
    expect(header('金额（元）')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('时间')).not.toHaveAttribute('aria-sort');
  });

  it('asks for another page through the address', async () => {
    const user = userEvent.setup({ delay: null });
    renderConsole(<Ledger query={answered(LINES, 45)} />, '/ledger?sort=amount&order=asc');
    await user.click(within(screen.getByRole('list')).getByTitle('3'));
    expect(shownAddress()).toBe('/ledger?page=3&sort=amount&order=asc');
  });

  it('sorts by a column’s title through the address, from the first page: a sorted column turns round', async () => {
    const user = userEvent.setup({ delay: null });
    renderConsole(<Ledger query={answered(LINES, 45)} />, '/ledger?page=2');
    await user.click(header('金额（元）'));
    expect(shownAddress()).toBe('/ledger?sort=amount&order=asc');
    await user.click(header('金额（元）'));
    expect(shownAddress()).toBe('/ledger?sort=amount&order=desc');
    // The list's own column, not shown sorted now, starts from its own direction (newest first).
    await user.click(header('时间'));
    expect(shownAddress()).toBe('/ledger?sort=time&order=desc');
  });

  it('turns the list’s own order round on a click of its column', async () => {
    const user = userEvent.setup({ delay: null });
    renderConsole(<Ledger query={answered(LINES, 45)} />, '/ledger');
    await user.click(header('时间'));
    expect(shownAddress()).toBe('/ledger?sort=time&order=asc');
  });

  it('scrolls wide rows inside itself, never the page, and keeps the 操作 column in view at the right', () => {
    const { container } = renderConsole(<Ledger query={answered(LINES, 45)} actions />, '/ledger');
    expect(container.querySelector('.ant-table-content')).toHaveStyle({ overflowX: 'auto' });
    const actionCells = container.querySelectorAll('.ant-table-cell-fix-end, .ant-table-cell-fix-right');
    // The header and both rows: the 操作 cells are the ones fixed, the data cells are not.
    expect([...actionCells].map((cell) => cell.textContent)).toEqual(['操作', '编辑', '编辑']);
  });
});
