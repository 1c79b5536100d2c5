import { queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../api/call';

/** The site's switches as they are now: maintenance and its tip, red packets. */
export const siteSettingsQuery = queryOptions({
  queryKey: ['adminSettings'],
  queryFn: async () => (await adminCall('adminSettings', {})).data,
});
