import type { Kysely } from 'kysely';

/**
 * Issue #30 item 5: members linked by an address they used or a bound account number, found by index (the real
 * name and the mobile have theirs since 0013).
 */
const INDEXES = [
  ['member_login_ip', 'member_login', 'ip'],
  ['bound_card_number', 'bound_card', 'bank_no'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, column] of INDEXES) await db.schema.createIndex(name).on(table).column(column).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
