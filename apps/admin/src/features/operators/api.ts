import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../api/call';

const OPERATORS = ['adminOperators'] as const;

/** One page of the operator accounts, by name; the last page stays on screen while the next loads. */
export const operatorsQuery = (page: number) =>
  queryOptions({
    queryKey: [...OPERATORS, page],
    queryFn: async () => (await adminCall('adminOperators', { page, per_page: OPERATORS_PAGE_SIZE })).data,
    placeholderData: keepPreviousData,
  });

/** Every page of the list: what a change to an operator makes stale. */
export const allOperatorsQuery = { queryKey: OPERATORS };

export const OPERATORS_PAGE_SIZE = 20;
