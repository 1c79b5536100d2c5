import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminCall } from './call';

const CONNECTIONS = 'adminGatewayConnections';

/** Every deposit channel and how it is paid: by hand, or through a gateway with its settings (never its keys). Read by 支付设置, 支付通知, 支付对账 and 代付. */
export const gatewayConnectionsQuery = queryOptions({
  queryKey: [CONNECTIONS],
  queryFn: async () => (await adminCall('adminGatewayConnections', {})).data,
});

/** After a connection or a disconnection: the list is asked again. */
export function invalidateGatewayConnections(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [CONNECTIONS] });
}
