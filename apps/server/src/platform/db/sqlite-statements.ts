import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Enough for every query text the server writes; lists of varying length make more, and the oldest go. */
const MAX_STATEMENTS = 500;

/**
 * The connection Kysely's SQLite dialect is given: it prepares each SQL text once and reuses the
 * statement, where the dialect would prepare it again for every query. A statement being iterated (a
 * streamed query) cannot run twice at once, so streams get a statement of their own.
 */
export function reusingStatements(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  const prepared = (sql: string): BetterSqlite3.Statement => {
    let statement = statements.get(sql);
    if (statement === undefined) {
      statement = sqlite.prepare(sql);
      if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value ?? '');
      statements.set(sql, statement);
    }
    return statement;
  };
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (sql: string): SqliteStatement => {
      const statement = prepared(sql);
      return {
        reader: statement.reader,
        all: (parameters) => statement.all(parameters),
        run: (parameters) => statement.run(parameters),
        iterate: (parameters) => sqlite.prepare(sql).iterate(parameters),
      };
    },
  };
}
