import type { adminPopup, adminSavePopup } from '@casino/contract/calls/site';
import type { DataOf, ParsedRequestOf } from '@casino/contract/call';
import { CODES } from '@casino/contract/codes';
import { checkPopup } from '@casino/contract/rules/admin-content';
import type { Kysely } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { readSite, SITE_ID } from '../../kernel/site-settings';
import { sanitizeContentHtml } from '../../platform/security/content-html';

type Popup = DataOf<typeof adminPopup>;

export async function readPopup(db: Kysely<Tables>): Promise<Popup> {
  const site = await readSite(db);
  return { index_modal: site.index_modal === 1 ? 1 : 0, webcontent: site.webcontent };
}

/** Turns the home's popup on or off with its HTML, sanitized before it is stored; audited in the same transaction. */
export async function savePopup(database: Database, input: ParsedRequestOf<typeof adminSavePopup>, audit: AuditWriter): Promise<Popup> {
  const broken = checkPopup(input);
  if (broken !== undefined) throw new BusinessError(broken, CODES.validation);
  const values = { index_modal: input.index_modal, webcontent: await sanitizeContentHtml(input.webcontent?.trim() ?? '') };
  return inMoneyTransaction(database, async (trx) => {
    const before = await readPopup(trx);
    await trx.updateTable('site').set(values).where('id', '=', SITE_ID).execute();
    await audit(trx, { target: 'site:popup', before, after: values });
    return values;
  });
}
