import type { REDPACKET_RULE_SORTING } from '@casino/contract/list-sorting';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/call';
import type { ListSort } from '../../shared/table-sort';

/** The site's switches as they are now: maintenance and its tip, red packets. */
export const siteSettingsQuery = queryOptions({
  queryKey: ['adminSettings'],
  queryFn: async () => (await adminCall('adminSettings', {})).data,
});

/** The site's name, logo and the addresses players are sent to. */
export const siteLinksQuery = queryOptions({
  queryKey: ['adminSiteLinks'],
  queryFn: async () => (await adminCall('adminSiteLinks', {})).data,
});

/** The four-eyes amount in yuan. */
export const secondReviewQuery = queryOptions({
  queryKey: ['adminSecondReview'],
  queryFn: async () => (await adminCall('adminSecondReview', {})).data,
});

/** The turnover multiples: what each kind of credit adds to the turnover a member bets before a withdrawal. */
export const turnoverQuery = queryOptions({
  queryKey: ['adminTurnoverMultiple'],
  queryFn: async () => (await adminCall('adminTurnoverMultiple', {})).data,
});

export const REDPACKET_RULES_PER_PAGE = 20;

/** One page of the red-packet rules in their sort (newest first when none). */
export const redpacketRulesQuery = ({ page, sort, order }: { page: number } & ListSort<(typeof REDPACKET_RULE_SORTING.columns)[number]>) =>
  queryOptions({
    queryKey: ['adminRedpacketRules', { page, sort, order }],
    queryFn: async () => (await adminCall('adminRedpacketRules', { page, per_page: REDPACKET_RULES_PER_PAGE, sort, order })).data,
    placeholderData: keepPreviousData,
  });

/** After a change: every page of rules is asked again. */
export function invalidateRedpacketRules(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['adminRedpacketRules'] });
}
