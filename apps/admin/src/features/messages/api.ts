import { queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../api/call';
import { pageQuery } from '../../api/page-query';

/** The VIP tiers a message can be sent to, each with how many members it holds now. */
export const messageTiersQuery = queryOptions({
  queryKey: ['adminMessageTiers'],
  queryFn: async () => (await adminCall('adminMessageTiers', {})).data,
});

/** One page of the messages operators sent, newest first. */
export const sentMessagesQuery = (page: number) => pageQuery('adminSentMessages', { page });

/** Every page of the sent list: what a send makes stale. */
export const allSentMessagesQuery = { queryKey: ['adminSentMessages'] };
