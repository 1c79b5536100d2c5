import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { request } from '../../../api/request';

export const redpacketRoot = ['redpacket'] as const;

/** userredpacket: draws left (sendnums) and used (acquirednum), the most a day (max_times), the rules. */
export const userRedPacketQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...redpacketRoot, 'draws', token],
    queryFn: async () => (await request('userredpacket', { page: 1 })).data,
    enabled: token !== null,
  });

/** After a draw: the draws left and the history are read again. */
export async function invalidateRedPackets(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: redpacketRoot });
}

export const useUserRedPacket = (token: string | null) => useQuery(userRedPacketQueryOptions(token));
