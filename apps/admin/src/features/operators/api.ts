import type { OPERATOR_SORTING } from '@casino/contract/list-sorting';
import { pageQuery } from '../../api/page-query';
import type { ListParams, SortName } from '../../shared/list-address';

/** One page of the operator accounts in their sort (by name when none). */
export const operatorsQuery = ({ page, sort, order }: ListParams<SortName<typeof OPERATOR_SORTING>>) => pageQuery('adminOperators', { page, sort, order });

/** Every page of the list: what a change to an operator makes stale. */
export const allOperatorsQuery = { queryKey: ['adminOperators'] };
