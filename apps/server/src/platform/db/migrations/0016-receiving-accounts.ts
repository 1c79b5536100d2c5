import { sql, type Kysely } from 'kysely';

/** The players' order of the deposit channels today (pay way order, SPEC §9), kept as the first `sort`. */
const FIRST_ORDER = ['usdt-trc20', 'usdt-erc20', 'bank', 'wechat', 'alipay', 'antoken', 'gopay', 'okpay'];

/**
 * Receiving accounts per deposit channel, and the channels' order (issue #12, 支付设置). A receiving account
 * belongs to a channel: a bank account for 银行卡转账, a QR image with instructions (and an address) for
 * the others; `sort` orders accounts and channels as the player sees them. The QR image, address and
 * instructions each wallet channel carried become its first account, so players see what they saw.
 * `deposit_order.receiving` keeps the accounts an order showed (JSON), so a later edit does not change it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds one column per ALTER TABLE.
  await db.schema.alterTable('receiving_account').addColumn('channel', 'text', (c) => c.notNull().defaultTo('bank')).execute();
  await db.schema.alterTable('receiving_account').addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('receiving_account').addColumn('payimg', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('receiving_account').addColumn('content', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.createIndex('receiving_account_channel').on('receiving_account').columns(['channel', 'state', 'sort']).execute();
  await sql`INSERT INTO receiving_account (channel, bank_name, bank_no, bank_owner, bank_address, state, sort, payimg, content)
    SELECT type, '', mch_id, '', '', 1, 0, payimg, content FROM pay_channel
    WHERE type <> 'bank' AND (payimg <> '' OR mch_id <> '' OR content <> '')`.execute(db);

  await db.schema.alterTable('pay_channel').addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  for (const [index, type] of FIRST_ORDER.entries()) {
    await sql`UPDATE pay_channel SET sort = ${(index + 1) * 10} WHERE type = ${type}`.execute(db);
  }

  await db.schema.alterTable('deposit_order').addColumn('receiving', 'text', (c) => c.notNull().defaultTo('')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('deposit_order').dropColumn('receiving').execute();
  await db.schema.alterTable('pay_channel').dropColumn('sort').execute();
  // Each wallet channel gets back the QR image, address and instructions of its first open account.
  const first = (column: string) =>
    sql`COALESCE((SELECT ${sql.ref(`r.${column}`)} FROM receiving_account r WHERE r.channel = pay_channel.type AND r.state = 1 ORDER BY r.sort, r.id LIMIT 1), '')`;
  await sql`UPDATE pay_channel SET payimg = ${first('payimg')}, mch_id = ${first('bank_no')}, content = ${first('content')} WHERE type <> 'bank'`.execute(db);
  await sql`DELETE FROM receiving_account WHERE channel <> 'bank'`.execute(db);
  await db.schema.dropIndex('receiving_account_channel').execute();
  for (const column of ['content', 'payimg', 'sort', 'channel']) await db.schema.alterTable('receiving_account').dropColumn(column).execute();
}
