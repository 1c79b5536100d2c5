import type { OPERATOR_SORTING } from '@casino/contract/list-sorting';
import { queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../api/call';
import { pageQuery } from '../../api/page-query';
import type { ListParams, SortName } from '../../shared/list-address';

/** One page of the operator accounts in their sort (by name when none). */
export const operatorsQuery = ({ page, sort, order }: ListParams<SortName<typeof OPERATOR_SORTING>>) => pageQuery('adminOperators', { page, sort, order });

/** Every page of the list: what a change to an operator makes stale. */
export const allOperatorsQuery = { queryKey: ['adminOperators'] };

/** How many of the signed-in operator's own recovery codes are left. */
export const ownRecoveryCodesQuery = queryOptions({
  queryKey: ['adminRecoveryCodes'],
  queryFn: async () => (await adminCall('adminRecoveryCodes', {})).data,
});
