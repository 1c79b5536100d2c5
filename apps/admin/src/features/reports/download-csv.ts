import { ROUTES } from '@casino/contract/routes';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { adminSession } from '../../api/session';
import type { ReportParams } from './api';

/**
 * Downloads the daily report's CSV with the admin token in the Authorization header (never in a URL), and
 * saves it under the file name the server gives. Throws with the server's message when it refuses.
 */
export async function downloadReportCsv({ from, to, platform }: Pick<ReportParams, 'from' | 'to' | 'platform'>): Promise<void> {
  const query = new URLSearchParams({ from, to, ...(platform === '' ? {} : { platform }) });
  const response = await fetch(`${ROUTES.adminDailyReportCsv.path}?${query.toString()}`, { headers: { authorization: `Bearer ${adminSession.token() ?? ''}` } });
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('text/csv')) {
    const refusal = (await response.json().catch(() => null)) as { message?: unknown } | null;
    if (response.status === 401) adminSession.end();
    throw new Error(typeof refusal?.message === 'string' && refusal.message !== '' ? refusal.message : ADMIN_MSG.adminReportExportFailed);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `daily-report_${from}_${to}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Released once the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
