import type { REDPACKET_RULE_SORTING } from '@casino/contract/list-sorting';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/call';
import { pageQuery } from '../../api/page-query';
import type { ListParams, SortName } from '../../shared/list-address';

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

/** One page of the red-packet rules in their sort (newest first when none). */
export const redpacketRulesQuery = ({ page, sort, order }: ListParams<SortName<typeof REDPACKET_RULE_SORTING>>) => pageQuery('adminRedpacketRules', { page, sort, order });

/** After a change: every page of rules is asked again. */
export function invalidateRedpacketRules(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['adminRedpacketRules'] });
}

/** The player app's brand theme. */
export const siteThemeQuery = queryOptions({
  queryKey: ['adminSiteTheme'],
  queryFn: async () => (await adminCall('adminSiteTheme', {})).data,
});
