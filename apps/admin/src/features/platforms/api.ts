import type { QueryClient } from '@tanstack/react-query';
import { queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../api/call';
import { pageQuery } from '../../api/page-query';
import type { ListParams } from '../../shared/list-address';
import { day, oneOf, text } from '../../shared/url-filters';

const CONNECTIONS = 'adminPlatformConnections';

/** Every platform and how it is connected (owner). */
export const connectionsQuery = queryOptions({
  queryKey: [CONNECTIONS],
  queryFn: async () => (await adminCall('adminPlatformConnections', {})).data,
});

/** After a connection or a disconnection: the list is asked again. */
export function invalidateConnections(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [CONNECTIONS] });
}

/** The callback log's filters in the address: platform code, member, a transaction or round id, errors only, Beijing days. */
export const CALLBACK_FILTERS = { platform: text, member: text, ref: text, errors: oneOf(['1']), from: day, to: day };

export type CallbackParams = ListParams<never, typeof CALLBACK_FILTERS>;

/** One page of the callback log, newest first. */
export const callbackLogQuery = ({ page, platform, member, ref, errors, from, to }: CallbackParams) => pageQuery('adminPlatformCallbacks', { page, platform, member, ref, errors, from, to });
