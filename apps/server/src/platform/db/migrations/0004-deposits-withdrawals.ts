import { sql, type Kysely } from 'kysely';
import { dialectOf, idColumn, idColumnType } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  const id = idColumnType(dialect);
  const pk = idColumn(dialect);

  // Deposit channels, by the `type` of getPayRange (bank, usdt-trc20, usdt-erc20, wechat, alipay, antoken, gopay, okpay).
  await db.schema
    .createTable('pay_channel')
    .addColumn('type', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('min_fen', 'bigint', (c) => c.notNull())
    .addColumn('max_fen', 'bigint', (c) => c.notNull())
    // What the member pays to: a QR image, a merchant id, instructions.
    .addColumn('payimg', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mch_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  const channels: [type: string, name: string][] = [
    ['bank', '银行卡转账'],
    ['usdt-trc20', 'USDT-TRC20'],
    ['usdt-erc20', 'USDT-ERC20'],
    ['wechat', '微信支付'],
    ['alipay', '支付宝'],
    ['antoken', 'AnToken'],
    ['gopay', 'GO PAY'],
    ['okpay', 'OK PAY'],
  ];
  for (const [type, name] of channels) {
    await sql`INSERT INTO pay_channel (type, name, enabled, min_fen, max_fen) VALUES (${type}, ${name}, 1, 10000, 1000000)`.execute(db);
  }

  await db.schema
    .createTable('receiving_account')
    .addColumn('id', id, pk)
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('bank_no', 'text', (c) => c.notNull())
    .addColumn('bank_owner', 'text', (c) => c.notNull())
    .addColumn('bank_address', 'text', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('bank')
    .addColumn('id', id, pk)
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  const banks = ['中国工商银行', '中国建设银行', '中国农业银行', '中国银行', '交通银行', '招商银行', '中国邮政储蓄银行', '兴业银行', '中信银行', '浦发银行', '民生银行', '光大银行', '平安银行', '华夏银行', '广发银行'];
  for (const [sort, name] of banks.entries()) {
    await sql`INSERT INTO bank (bank_name, state, sort) VALUES (${name}, 1, ${sort})`.execute(db);
  }

  await db.schema
    .createTable('deposit_order')
    .addColumn('id', id, pk)
    .addColumn('out_trade_no', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('pay_way', 'integer', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull().references('pay_channel.type'))
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    // 1 pending review, 2 approved (credited), 3 refused.
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('depositor_bank', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('depositor_bank_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('depositor_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('depositor_bank_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .addColumn('reviewed_by', 'text')
    .addCheckConstraint('deposit_amount_positive', sql`amount_fen > 0`)
    .execute();
  await db.schema.createIndex('deposit_order_member').on('deposit_order').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('deposit_order_state').on('deposit_order').column('state').execute();

  await db.schema
    .createTable('bound_card')
    .addColumn('id', id, pk)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    // 1 bank card, 2 USDT, 4 e-wallet.
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('bank', 'text', (c) => c.notNull())
    .addColumn('bank_no', 'text', (c) => c.notNull())
    .addColumn('bank_owner', 'text', (c) => c.notNull())
    .addColumn('bank_address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bound_card_member_account').on('bound_card').columns(['member_id', 'type', 'bank_no']).unique().execute();

  await db.schema
    .createTable('withdrawal')
    .addColumn('id', id, pk)
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    // A snapshot of the account paid to: the binding may be removed later.
    .addColumn('card_type', 'integer', (c) => c.notNull())
    .addColumn('bank', 'text', (c) => c.notNull())
    .addColumn('bank_no', 'text', (c) => c.notNull())
    .addColumn('bank_owner', 'text', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    // What is paid out: fen for cards and e-wallets; USDT cents after the protocol fee for USDT.
    .addColumn('payout', 'bigint', (c) => c.notNull())
    .addColumn('payout_unit', 'text', (c) => c.notNull())
    .addColumn('usdt_rate', 'text')
    .addColumn('fee', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .addColumn('reviewed_by', 'text')
    .addCheckConstraint('withdrawal_amount_positive', sql`amount_fen > 0`)
    .execute();
  await db.schema.createIndex('withdrawal_member').on('withdrawal').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('withdrawal_state').on('withdrawal').column('state').execute();

  // Bets (SPEC §3 bet record); written by game providers.
  await db.schema
    .createTable('bet')
    .addColumn('id', id, pk)
    .addColumn('bet_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('playname', 'text', (c) => c.notNull())
    .addColumn('playmemo', 'text', (c) => c.notNull())
    .addColumn('bet_fen', 'bigint', (c) => c.notNull())
    .addColumn('valid_fen', 'bigint', (c) => c.notNull())
    .addColumn('win_loss_fen', 'bigint', (c) => c.notNull())
    // 0 void, 1 settled, 2 unsettled.
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('bet_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bet_platform_bet_id').on('bet').columns(['platform', 'bet_id']).unique().execute();
  await db.schema.createIndex('bet_member_time').on('bet').columns(['member_id', 'bet_time']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['bet', 'withdrawal', 'bound_card', 'deposit_order', 'bank', 'receiving_account', 'pay_channel']) {
    await db.schema.dropTable(table).execute();
  }
}
