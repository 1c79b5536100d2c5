import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../client';

export const userQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['user', token],
    queryFn: async () => (await callApi('user', {}, { token })).data,
    enabled: token !== null,
    retry: false,
  });

export const useUser = (token: string | null) => useQuery(userQueryOptions(token));
