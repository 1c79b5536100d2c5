import type { AdminRouteName } from '@casino/contract/admin-permissions';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminCall, type CallRequest } from './call';

/** How many rows a console list shows a page, unless a list says otherwise (the contract's per_page). */
export const LIST_PAGE_SIZE = 20;

/** The console's paged calls: those that take a page size. */
export type PagedCallName = { [Name in AdminRouteName]: 'per_page' extends keyof CallRequest<Name> ? Name : never }[AdminRouteName];

/**
 * One page of a console list: the call with its page size, keyed under `key` (the call's name unless the list
 * shares a key with others, for one invalidation) and its request. The last page stays on screen while the
 * next loads.
 */
export function pageQuery<Name extends PagedCallName>(
  name: Name,
  request: Omit<CallRequest<Name>, 'per_page'>,
  { key = [name], pageSize = LIST_PAGE_SIZE }: { key?: readonly unknown[]; pageSize?: number } = {},
) {
  // The request of the call is `request` with its page size, which TypeScript cannot see through the generic name.
  const call = { ...request, per_page: pageSize } as CallRequest<Name>;
  return queryOptions({
    queryKey: [...key, request],
    queryFn: async () => (await adminCall(name, call)).data,
    placeholderData: keepPreviousData,
  });
}
