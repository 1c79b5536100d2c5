import type { adminSaveSiteLinks, adminSaveSiteTheme, adminSaveUsdtRates } from '@casino/contract/calls/site';
import type { ParsedRequestOf } from '@casino/contract/call';
import { CODES } from '@casino/contract/codes';
import { checkSiteLinks } from '@casino/contract/rules/admin-site';
import { checkSiteTheme } from '@casino/contract/rules/admin-site-theme';
import { checkUsdtRates } from '@casino/contract/rules/admin-usdt';
import type { SiteTheme } from '@casino/contract/site-theme';
import type { Kysely } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { SITE_ID, readSite } from '../../kernel/site-settings';

const LINK_COLUMNS = ['title', 'site_logo', 'service_url', 'agent_login_url', 'ios_download_url', 'visit_url'] as const;
const USDT_COLUMNS = ['usdt_rate', 'withdraw_usdt_rate', 'withdraw_fee_erc20', 'withdraw_fee_trc20'] as const;

export function readSiteLinks(db: Kysely<Tables>) {
  return readSite(db, LINK_COLUMNS);
}

export function readUsdtRates(db: Kysely<Tables>) {
  return readSite(db, USDT_COLUMNS);
}

/** The brand theme of the site's row (every save ran checkSiteTheme, so the mode is one of the two). */
export function siteThemeOf(site: { theme_mode: string; theme_primary: string; theme_accent: string }): SiteTheme {
  return { mode: site.theme_mode === 'light' ? 'light' : 'dark', primary: site.theme_primary, accent: site.theme_accent };
}

/** The brand theme as stored. */
export async function readSiteTheme(db: Kysely<Tables>): Promise<SiteTheme> {
  return siteThemeOf(await readSite(db, ['theme_mode', 'theme_primary', 'theme_accent']));
}

const trimmed = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/**
 * The site's name, logo and addresses, after the contract's checkSiteLinks; audited in the same transaction.
 * A field left out keeps what it was (a field sent empty is emptied): a save of the title alone changes the
 * title alone (#41 item 13), and the rules are checked on the whole form it leaves.
 */
export async function saveSiteLinks(database: Database, input: ParsedRequestOf<typeof adminSaveSiteLinks>, now: number, audit: AuditWriter) {
  return inMoneyTransaction(database, async (trx) => {
    const before = await readSiteLinks(trx);
    const after = Object.fromEntries(LINK_COLUMNS.map((column) => [column, input[column] === undefined ? before[column] : trimmed(input[column])])) as Record<(typeof LINK_COLUMNS)[number], string>;
    const broken = checkSiteLinks(after);
    if (broken !== undefined) throw new BusinessError(broken, CODES.validation);
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

/** The brand theme, after the contract's checkSiteTheme; colours stored lower-case; audited in the same transaction. */
export async function saveSiteTheme(database: Database, input: ParsedRequestOf<typeof adminSaveSiteTheme>, now: number, audit: AuditWriter): Promise<SiteTheme> {
  const broken = checkSiteTheme(input);
  if (broken !== undefined) throw new BusinessError(broken, CODES.validation);
  const after: SiteTheme = { mode: trimmed(input.mode) === 'light' ? 'light' : 'dark', primary: trimmed(input.primary).toLowerCase(), accent: trimmed(input.accent).toLowerCase() };
  return inMoneyTransaction(database, async (trx) => {
    const before = await readSiteTheme(trx);
    await trx.updateTable('site').set({ theme_mode: after.mode, theme_primary: after.primary, theme_accent: after.accent, updated_at: now }).where('id', '=', SITE_ID).execute();
    await audit(trx, { target: 'site', before, after });
    return after;
  });
}
