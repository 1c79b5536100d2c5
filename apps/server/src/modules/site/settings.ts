import type { adminSaveSiteLinks, adminSaveUsdtRates } from '@casino/contract/calls/site';
import type { ParsedRequestOf } from '@casino/contract/call';
import { CODES } from '@casino/contract/codes';
import { checkSiteLinks } from '@casino/contract/rules/admin-site';
import { checkUsdtRates } from '@casino/contract/rules/admin-usdt';
import type { Kysely } from 'kysely';
import type { AuditWriter } from '../../audit/audit-log';
import type { Database } from '../../db/database';
import { inMoneyTransaction } from '../../db/money-transaction';
import type { Tables } from '../../db/schema';
import { BusinessError } from '../../http/business-error';
import { SITE_ID, readSite } from '../../site-settings';

const LINK_COLUMNS = ['title', 'site_logo', 'service_url', 'agent_login_url', 'ios_download_url', 'visit_url'] as const;
const USDT_COLUMNS = ['usdt_rate', 'withdraw_usdt_rate', 'withdraw_fee_erc20', 'withdraw_fee_trc20'] as const;

export function readSiteLinks(db: Kysely<Tables>) {
  return readSite(db, LINK_COLUMNS);
}

export function readUsdtRates(db: Kysely<Tables>) {
  return readSite(db, USDT_COLUMNS);
}

const trimmed = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** The site's name, logo and addresses, after the contract's checkSiteLinks; audited in the same transaction. */
export async function saveSiteLinks(database: Database, input: ParsedRequestOf<typeof adminSaveSiteLinks>, now: number, audit: AuditWriter) {
  const broken = checkSiteLinks(input);
  if (broken !== undefined) throw new BusinessError(broken, CODES.validation);
  const after = Object.fromEntries(LINK_COLUMNS.map((column) => [column, trimmed(input[column])])) as Record<(typeof LINK_COLUMNS)[number], string>;
  return inMoneyTransaction(database, async (trx) => {
    const before = await readSiteLinks(trx);
    await trx.updateTable('site').set({ ...after, updated_at: now }).where('id', '=', SITE_ID).execute();
    await audit(trx, { target: 'site', before, after });
    return after;
  });
}

/** The USDT rates and withdrawal fees, after the contract's checkUsdtRates; stored as the decimal text typed. */
export async function saveUsdtRates(database: Database, input: ParsedRequestOf<typeof adminSaveUsdtRates>, now: number, audit: AuditWriter) {
  const broken = checkUsdtRates(input);
  if (broken !== undefined) throw new BusinessError(broken, CODES.validation);
  const after = Object.fromEntries(USDT_COLUMNS.map((column) => [column, trimmed(input[column])])) as Record<(typeof USDT_COLUMNS)[number], string>;
  return inMoneyTransaction(database, async (trx) => {
    const before = await readUsdtRates(trx);
    await trx.updateTable('site').set({ ...after, updated_at: now }).where('id', '=', SITE_ID).execute();
    await audit(trx, { target: 'site', before, after });
    return after;
  });
}
