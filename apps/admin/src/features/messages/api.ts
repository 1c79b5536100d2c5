import { queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../api/call';

/** The VIP tiers a message can be sent to, each with how many members it holds now. */
export const messageTiersQuery = queryOptions({
  queryKey: ['adminMessageTiers'],
  queryFn: async () => (await adminCall('adminMessageTiers', {})).data,
});
