import type { TableProps } from 'antd';
import type { QueueFilters } from './queue-filters';

type SortOrder = 'ascend' | 'descend' | null;

/** The order a queue column shows: time is the default sort, ascending for pending rows and descending otherwise. */
export function columnSortOrder(filters: QueueFilters, column: 'time' | 'amount', pendingView: boolean): SortOrder {
  const sort = filters.sort === '' ? 'time' : filters.sort;
  if (sort !== column) return null;
  const order = filters.order === '' ? (pendingView ? 'asc' : 'desc') : filters.order;
  return order === 'asc' ? 'ascend' : 'descend';
}

/** A table's page or sort change as the queue's next filters (a new sort starts at page 1). */
export function queueTableChange<Row>(filters: QueueFilters, ...[pagination, , sorter, extra]: Parameters<NonNullable<TableProps<Row>['onChange']>>): QueueFilters {
  if (extra.action !== 'sort') return { ...filters, page: pagination.current ?? 1 };
  const single = Array.isArray(sorter) ? sorter[0] : sorter;
  const column = single?.columnKey === 'amount' ? 'amount' : 'time';
  if (!single?.order) return { ...filters, sort: '', order: '', page: 1 };
  return { ...filters, sort: column, order: single.order === 'ascend' ? 'asc' : 'desc', page: 1 };
}
