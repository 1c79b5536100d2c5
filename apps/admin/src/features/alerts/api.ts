import type { DataOf } from '@casino/contract/call';
import type { adminLiveQueues } from '@casino/contract/calls/alerts';
import { queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../api/call';

export type LiveQueues = DataOf<typeof adminLiveQueues>;
export type LiveQueueName = keyof LiveQueues;

/** The review queues as last heard: asked once, then kept current by the stream (followLiveQueues), never asked again on a timer. */
export const liveQueuesQuery = queryOptions({
  queryKey: ['adminLiveQueues'],
  queryFn: async () => (await adminCall('adminLiveQueues', {})).data,
  staleTime: Infinity,
});
