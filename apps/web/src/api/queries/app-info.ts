import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../client';

/** The site settings (SPEC §3 app info), read by the shell and many screens. */
export async function getAppInfo() {
  return (await callApi('app', {})).data;
}

export const appInfoQueryOptions = () => queryOptions({ queryKey: ['app-info'], queryFn: getAppInfo, staleTime: 60_000 });

export const useAppInfo = () => useQuery(appInfoQueryOptions());
