import type { TableColumnType } from 'antd';

/**
 * For a time column of a list that is newest first when unsorted, and for 最近登录: the first click sorts
 * descending. antd turns a shown 'descend' into "no sort" (the list's own order, so the same rows), which
 * made the first click on such a column change nothing; descending first, it turns to ascending.
 */
export const NEWEST_FIRST: Pick<TableColumnType<unknown>, 'sortDirections'> = { sortDirections: ['descend', 'ascend'] };
