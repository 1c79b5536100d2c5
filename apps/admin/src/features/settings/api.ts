import { queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../api/call';

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
