import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from './database';

/** Dialect differences, in one place. */
export function dialectOf<DB>(db: Kysely<DB>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** An auto-increment integer primary key: `serial` on PostgreSQL, INTEGER PRIMARY KEY on SQLite. */
export function idColumnType(dialect: DialectName): 'serial' | 'integer' {
  return dialect === 'postgres' ? 'serial' : 'integer';
}

export function idColumn(dialect: DialectName) {
  return (column: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? column.primaryKey() : column.primaryKey().autoIncrement();
}

/** Lower-case of a text expression, the same on both. */
export function lower(column: string): RawBuilder<string> {
  return sql<string>`lower(${sql.ref(column)})`;
}

/** Is this error a unique-constraint violation (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE)? */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? error.code : undefined;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
