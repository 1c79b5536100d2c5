import type { AppInfo } from '@casino/contract/entities/site';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi, onMaintenance } from '../client';

/** While the maintenance screen is up, the app info is asked again this often, so the site comes back by itself. */
export const MAINTENANCE_RECHECK_MS = 15_000;

const APP_INFO_KEY = ['app-info'] as const;

/** The site settings (SPEC §3 app info), read by the shell and many screens. */
export async function getAppInfo() {
  return (await callApi('app', {})).data;
}

export const appInfoQueryOptions = () =>
  queryOptions({
    queryKey: APP_INFO_KEY,
    queryFn: getAppInfo,
    staleTime: 60_000,
    refetchInterval: (query) => (query.state.data?.site_state === 0 ? MAINTENANCE_RECHECK_MS : false),
  });

export const useAppInfo = () => useQuery(appInfoQueryOptions());

/**
 * The server refused a call with the maintenance code (any call, the balance poll included): the app info
 * turns to site_state 0 with the server's repair_tips at once, so the gate shows the maintenance screen now,
 * not at the next app info read. Without app info yet, it is asked again.
 */
export function useMaintenanceSignal(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onMaintenance((tips) => {
        const known = queryClient.getQueryData<AppInfo>(APP_INFO_KEY);
        if (known === undefined) {
          void queryClient.invalidateQueries({ queryKey: APP_INFO_KEY });
          return;
        }
        queryClient.setQueryData<AppInfo>(APP_INFO_KEY, { ...known, site_state: 0, repair_tips: tips === '' ? known.repair_tips : tips });
      }),
    [queryClient],
  );
}
