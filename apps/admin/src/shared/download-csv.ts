import type { CallRequest } from '@casino/contract/http-call';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { ROUTES } from '@casino/contract/routes';
import { adminSession } from '../api/session';

/** The calls that answer a CSV file (their contract calls say csv: true): the report and each list's export. */
export type CsvCallName = 'adminDailyReportCsv' | 'adminDepositsCsv' | 'adminWithdrawalsCsv' | 'adminMembersCsv' | 'adminMemberLedgerCsv' | 'adminAuditLogCsv';

/** A request's filters as the query of the file's address: a filter left empty ('' or undefined) is not sent, as the list leaves it out. */
function queryOf(request: object): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') query.set(key, String(value));
  }
  return query;
}

/**
 * Downloads a CSV call's file with the admin token in the Authorization header (never in a URL), and saves it
 * under the file name the server gives (`fallbackName` if it gives none). Throws with the server's message when
 * it refuses (a bad filter, more rows than an export holds, a role that may not); a 401 ends the session as
 * any call's does.
 */
export async function downloadCsv<N extends CsvCallName>(name: N, request: CallRequest<N>, fallbackName: string): Promise<void> {
  const response = await fetch(`${ROUTES[name].path}?${queryOf(request).toString()}`, { headers: { authorization: `Bearer ${adminSession.token() ?? ''}` } });
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('text/csv')) {
    const refusal = (await response.json().catch(() => null)) as { message?: unknown } | null;
    if (response.status === 401) adminSession.end();
    throw new Error(typeof refusal?.message === 'string' && refusal.message !== '' ? refusal.message : ADMIN_MSG.adminReportExportFailed);
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Released once the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
