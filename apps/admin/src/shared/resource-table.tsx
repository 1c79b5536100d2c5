import { Table, type TableColumnType, type TableProps } from 'antd';
import { errorText } from '../api/call';
import { LIST_PAGE_SIZE } from '../api/page-query';
import type { ListControl } from './use-list-params';

/** A list's query as the table reads it: the page answered (its rows and how many there are in all), and its state. */
export interface ListQuery<Row> {
  data: { data: readonly Row[]; total: number } | undefined;
  isPending: boolean;
  isPlaceholderData: boolean;
  isError: boolean;
  error: unknown;
}

/** A column of the list; `sortBy` names the list's sort it stands for, so a click on its title sorts on the server. */
export type ResourceColumn<Row, Name extends string> = TableColumnType<Row> & { sortBy?: Name };

interface ResourceTableProps<Row, Name extends string> extends Omit<TableProps<Row>, 'columns' | 'dataSource' | 'loading' | 'pagination' | 'onChange' | 'locale'> {
  query: ListQuery<Row>;
  list: Pick<ListControl<Name>, 'params' | 'onTableChange' | 'column'>;
  columns: readonly ResourceColumn<Row, Name>[];
  /** What an empty list says; a failed read says what failed instead. */
  empty: string;
  pageSize?: number;
  /** What the pager's total counts (共 12 条: 条); no total without it. */
  countUnit?: string;
  /** The pager hides while there is a single page. */
  hideSinglePage?: boolean;
}

/** The keys of the columns that hold a row's buttons (通过/拒绝, 编辑…): kept in view at the right however wide the row. */
const ROW_ACTION_KEYS: ReadonlySet<unknown> = new Set(['actions', 'review']);

/** A column of a row's buttons is fixed at the right unless it says otherwise. */
export function withFixedActions<Row>(column: TableColumnType<Row>): TableColumnType<Row> {
  return column.fixed === undefined && ROW_ACTION_KEYS.has(column.key) ? { ...column, fixed: 'right' } : column;
}

/**
 * A console list paged and sorted on the server: its rows, spinning while a page loads (the last one kept on
 * screen), the empty text or what failed, the pager, and each page or sort change reported to the list's
 * address (useListParams). A row wider than the screen scrolls inside the table (never the page), its buttons'
 * column fixed at the right (withFixedActions). Other props go to antd's Table.
 */
export function ResourceTable<Row extends object, Name extends string = never>({ query, list, columns, empty, pageSize = LIST_PAGE_SIZE, countUnit, hideSinglePage, ...table }: ResourceTableProps<Row, Name>) {
  return (
    <Table<Row>
      // As wide as the screen allows (long cells wrap), scrolling inside itself only when its columns cannot fit.
      scroll={{ x: true }}
      {...table}
      loading={query.isPending || query.isPlaceholderData}
      dataSource={query.data?.data}
      locale={{ emptyText: query.isError ? errorText(query.error) : empty }}
      pagination={{
        current: list.params.page,
        pageSize,
        total: query.data?.total ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: hideSinglePage,
        showTotal: countUnit === undefined ? undefined : (total) => `共 ${String(total)} ${countUnit}`,
      }}
      onChange={list.onTableChange}
      columns={columns.map(({ sortBy, ...column }) => withFixedActions(sortBy === undefined ? column : { ...column, ...list.column(sortBy) }))}
    />
  );
}
