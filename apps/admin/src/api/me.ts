import { roleMayCall, type AdminRouteName } from '@casino/contract/admin-permissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from './call';

/** The signed-in operator: name and role (what the menu shows). */
export const meQuery = queryOptions({
  queryKey: ['adminMe'],
  queryFn: async () => (await adminCall('adminMe', {})).data,
  staleTime: 60_000,
  retry: false,
});

/**
 * May the signed-in operator make this call? The console hides what their role may not do; the server
 * refuses it anyway (ADMIN_PERMISSIONS).
 */
export function useMayCall(call: AdminRouteName): boolean {
  const { data } = useQuery(meQuery);
  return data !== undefined && roleMayCall(data.role, call);
}
