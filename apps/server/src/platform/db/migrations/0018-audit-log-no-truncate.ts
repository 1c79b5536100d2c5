import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * PostgreSQL's TRUNCATE fires no row trigger, so the audit log's append-only triggers let it through (issue #28):
 * a statement trigger refuses it as well. SQLite has no TRUNCATE; its DELETE without WHERE fires the row triggers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`DROP TRIGGER audit_log_no_truncate ON audit_log`.execute(db);
}
