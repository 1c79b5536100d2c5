import { sql, type Kysely } from 'kysely';

/** LEDGER.md: transfers (never updated or deleted) and the idempotency record of money calls. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('transfer')
    // Business keys where one exists (dep:<order>, wd:<id>:hold): a duplicate collides here.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('op_id', 'text', (c) => c.notNull())
    .addColumn('debit_account_id', 'integer', (c) => c.notNull().references('account.id'))
    .addColumn('credit_account_id', 'integer', (c) => c.notNull().references('account.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('phase', 'text', (c) => c.notNull())
    // A hold is resolved (posted or voided) at most once; a thing is reversed at most once.
    .addColumn('pending_id', 'text', (c) => c.unique().references('transfer.id'))
    .addColumn('reverses_id', 'text', (c) => c.unique().references('transfer.id'))
    .addColumn('ref_type', 'text')
    .addColumn('ref_id', 'text')
    .addColumn('memo', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('transfer_amount_positive', sql`amount > 0`)
    .addCheckConstraint('transfer_phase', sql`phase IN ('single', 'pending', 'post', 'void')`)
    .addCheckConstraint('transfer_distinct_accounts', sql`debit_account_id <> credit_account_id`)
    .execute();
  await db.schema.createIndex('transfer_debit').on('transfer').column('debit_account_id').execute();
  await db.schema.createIndex('transfer_credit').on('transfer').column('credit_account_id').execute();
  await db.schema.createIndex('transfer_ref').on('transfer').columns(['ref_type', 'ref_id']).execute();

  await db.schema
    .createTable('money_op')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('money_op_pk', ['actor', 'idempotency_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('money_op').execute();
  await db.schema.dropTable('transfer').execute();
}
