import type { QueryClient } from '@tanstack/react-query';
import { BLACKLIST_KINDS } from '@casino/contract/rules/admin-blacklist';
import { pageQuery } from '../../api/page-query';
import type { ListParams } from '../../shared/list-address';
import { oneOf, text } from '../../shared/url-filters';

/** The blacklist's filters in the address: one kind, and the start of a number. */
export const BLACKLIST_FILTERS = { kind: oneOf(BLACKLIST_KINDS), q: text };

/** One page of the blacklist, newest first. */
export const blacklistQuery = ({ page, kind, q }: ListParams<never, typeof BLACKLIST_FILTERS>) => pageQuery('adminBlacklist', { page, kind, q });

/** After an add or a removal: every page is asked again. */
export function invalidateBlacklist(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['adminBlacklist'] });
}
