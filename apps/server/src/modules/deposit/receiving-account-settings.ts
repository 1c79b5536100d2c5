import type { adminReceivingAccounts, adminSaveReceivingAccount } from '@casino/contract/calls/deposit';
import type { ParsedRequestOf } from '@casino/contract/call';
import { CODES } from '@casino/contract/codes';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { RECEIVING_ACCOUNT_SORTING } from '@casino/contract/list-sorting';
import { checkReceivingAccount } from '@casino/contract/rules/admin-receiving-account';
import type { Kysely, Selectable } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { ReceivingAccountTable, Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { pageSize, paginate } from '../../kernel/lists/page';
import { listOrder } from '../../kernel/lists/sort';

type AccountRow = Selectable<ReceivingAccountTable>;

/** A receiving account as the console shows it. */
function receivingAccountItem(row: AccountRow) {
  return {
    id: row.id,
    channel: row.channel,
    bank_name: row.bank_name,
    bank_no: row.bank_no,
    bank_owner: row.bank_owner,
    bank_address: row.bank_address,
    payimg: row.payimg,
    content: row.content,
    sort: row.sort,
    enabled: row.state === 1,
  };
}

/**
 * One page of the receiving accounts, of one channel when it is given: in the players' order unless sorted
 * otherwise (by their channel's place in the list, then within the channel).
 */
export function receivingAccountPage(db: Kysely<Tables>, input: ParsedRequestOf<typeof adminReceivingAccounts>) {
  const order = listOrder(RECEIVING_ACCOUNT_SORTING, input, { channel: 'pay_channel.sort', sort: 'receiving_account.sort', enabled: 'receiving_account.state' });
  const all = db.selectFrom('receiving_account').innerJoin('pay_channel', 'pay_channel.type', 'receiving_account.channel');
  const accounts = input.channel === undefined ? all : all.where('receiving_account.channel', '=', input.channel);
  const ordered = (query: typeof accounts) =>
    query
      .selectAll('receiving_account')
      .orderBy(order.column, order.direction)
      .orderBy('pay_channel.sort')
      .orderBy('receiving_account.channel')
      .orderBy('receiving_account.sort')
      .orderBy('receiving_account.id');
  return paginate(accounts, ordered, { page: input.page, perPage: pageSize(input.per_page, 20) }, receivingAccountItem);
}

const target = (id: number) => `receiving_account:${String(id)}`;

async function accountById(trx: Kysely<Tables>, id: number): Promise<AccountRow> {
  const row = await trx.selectFrom('receiving_account').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError(ADMIN_MSG.adminAccountNotFound, CODES.notFound);
  return row;
}

/** The columns of a saved account: a bank account keeps no QR image or instructions, a QR channel's no bank fields. */
function valuesOf(input: ParsedRequestOf<typeof adminSaveReceivingAccount>) {
  const channel = input.channel?.trim() ?? '';
  const bank = channel === 'bank';
  const trimmed = (value: string | undefined) => value?.trim() ?? '';
  return {
    channel,
    bank_name: bank ? trimmed(input.bank_name) : '',
    bank_no: trimmed(input.bank_no),
    bank_owner: bank ? trimmed(input.bank_owner) : '',
    bank_address: bank ? trimmed(input.bank_address) : '',
    payimg: bank ? '' : trimmed(input.payimg),
    content: bank ? '' : trimmed(input.content),
    sort: input.sort ?? 0,
    state: input.enabled === false ? 0 : 1,
  };
}

/**
 * Creates a receiving account of a channel, or changes the one with `input.id`, after the contract's
 * checkReceivingAccount (the console runs the same rules); the change and its audit row commit together.
 * Players read the accounts on each request, so a disabled one is gone from their next deposit; an order
 * already made keeps the accounts it stored when it was made.
 */
export async function saveReceivingAccount(database: Database, input: ParsedRequestOf<typeof adminSaveReceivingAccount>, audit: AuditWriter): Promise<ReturnType<typeof receivingAccountItem>> {
  const broken = checkReceivingAccount(input);
  if (broken !== undefined) throw new BusinessError(broken, CODES.validation);
  const values = valuesOf(input);
  return inMoneyTransaction(database, async (trx) => {
    const channel = await trx.selectFrom('pay_channel').select('type').where('type', '=', values.channel).executeTakeFirst();
    if (!channel) throw new BusinessError(ADMIN_MSG.adminChannelNotFound, CODES.notFound);
    if (input.id === undefined) {
      const created = await trx.insertInto('receiving_account').values(values).returningAll().executeTakeFirstOrThrow();
      await audit(trx, { target: target(created.id), before: null, after: receivingAccountItem(created) });
      return receivingAccountItem(created);
    }
    const before = await accountById(trx, input.id);
    const saved = await trx.updateTable('receiving_account').set(values).where('id', '=', input.id).returningAll().executeTakeFirstOrThrow();
    await audit(trx, { target: target(saved.id), before: receivingAccountItem(before), after: receivingAccountItem(saved) });
    return receivingAccountItem(saved);
  });
}
