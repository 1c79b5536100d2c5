import { sql, type Kysely } from 'kysely';
import { dialectOf, idColumn, idColumnType } from '../dialect';

/**
 * What operators did (issue #12): who, which call, on what, the state before and after, from which address,
 * when. Written in the transaction of the change itself; never updated or deleted, which triggers make
 * the database refuse too. admin_id is NULL for `npm run admin`, which names its operator in admin_name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable('audit_log')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('admin_id', 'integer', (c) => c.references('admin_user.id'))
    .addColumn('admin_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('audit_log_admin').on('audit_log').columns(['admin_name', 'created_at']).execute();
  await db.schema.createIndex('audit_log_action').on('audit_log').columns(['action', 'created_at']).execute();

  if (dialect === 'postgres') {
    await sql`CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit_log is append-only'; END $$`.execute(db);
    await sql`CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db);
  } else {
    for (const event of ['UPDATE', 'DELETE']) {
      await sql`CREATE TRIGGER ${sql.raw(`audit_log_no_${event.toLowerCase()}`)} BEFORE ${sql.raw(event)} ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  if (dialectOf(db) === 'postgres') await sql`DROP FUNCTION audit_log_append_only()`.execute(db);
}
