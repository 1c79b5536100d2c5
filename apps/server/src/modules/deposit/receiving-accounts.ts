import { CODES } from '@casino/contract/codes';
import type { PayInfo, ReceivingAccount } from '@casino/contract/entities/deposit';
import { MSG } from '@casino/contract/messages';
import type { Kysely, Selectable } from 'kysely';
import type { ReceivingAccountTable, Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';

type AccountRow = Selectable<ReceivingAccountTable>;
export type Card = PayInfo['cardlist'][number];

/** The accounts of a channel a player may pay to (a disabled one never), in the operator's order. */
export function openAccounts(db: Kysely<Tables>, channel: string): Promise<AccountRow[]> {
  return db.selectFrom('receiving_account').selectAll().where('channel', '=', channel).where('state', '=', 1).orderBy('sort').orderBy('id').execute();
}

/** An account as getpaybank answers it (API-NOTES §5: bank_data.bank_name), with a QR channel's image and instructions. */
function platformAccount(row: AccountRow): ReceivingAccount {
  return {
    id: row.id,
    bank_no: row.bank_no,
    bank_owner: row.bank_owner,
    bank_address: row.bank_address,
    bank_data: { bank_name: row.bank_name },
    ...(row.channel === 'bank' ? {} : { payimg: row.payimg, content: row.content }),
  };
}

/** The accounts of a channel as getpaybank answers them: the first, and all of them in `list`; a channel with none is closed. */
export async function payBank(db: Kysely<Tables>, channel: string) {
  const [first, ...rest] = (await openAccounts(db, channel)).map(platformAccount);
  if (!first) throw new BusinessError(MSG.channelClosed, CODES.notFound);
  return { ...first, list: [first, ...rest] };
}

/** An account as payinfo's cardlist shows it: a bank account's four lines, or the QR image, instructions and address. */
export function cardOf(row: AccountRow): Card {
  if (row.channel === 'bank') {
    return { content: `收款银行：${row.bank_name}\n收款账号：${row.bank_no}\n收款人：${row.bank_owner}\n开户行：${row.bank_address}`, payimg: '', mch_id: row.bank_no };
  }
  return { content: row.content, payimg: row.payimg, mch_id: row.bank_no };
}

/** The cardlist an order stored when it was made; undefined for orders from before it was stored. */
export function storedCards(receiving: string): Card[] | undefined {
  if (receiving === '') return undefined;
  const parsed: unknown = JSON.parse(receiving);
  return Array.isArray(parsed) ? (parsed as Card[]) : undefined;
}
