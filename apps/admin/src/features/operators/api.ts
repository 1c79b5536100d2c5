import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OPERATOR_SORTING } from '@casino/contract/list-sorting';
import { adminCall } from '../../api/call';
import type { ListSort } from '../../shared/table-sort';

const OPERATORS = ['adminOperators'] as const;

/** One page of the operator accounts in their sort (by name when none); the last page stays on screen while the next loads. */
export const operatorsQuery = ({ page, sort, order }: { page: number } & ListSort<(typeof OPERATOR_SORTING.columns)[number]>) =>
  queryOptions({
    queryKey: [...OPERATORS, { page, sort, order }],
    queryFn: async () => (await adminCall('adminOperators', { page, per_page: OPERATORS_PAGE_SIZE, sort, order })).data,
    placeholderData: keepPreviousData,
  });

/** Every page of the list: what a change to an operator makes stale. */
export const allOperatorsQuery = { queryKey: OPERATORS };

export const OPERATORS_PAGE_SIZE = 20;
