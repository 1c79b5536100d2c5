import { queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../api/call';

/** The withdrawals waiting for review (their amount held from the main wallet); asked again every 15 s while the screen is open. */
export const pendingWithdrawalsQuery = queryOptions({
  queryKey: ['adminWithdrawals'],
  queryFn: async () => (await adminCall('adminWithdrawals', {})).data,
  refetchInterval: 15_000,
});
