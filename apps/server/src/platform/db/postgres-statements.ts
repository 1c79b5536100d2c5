import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

const MAX_NAMED = 500;
const PREPARED = /^(select|insert into|update|delete from|with) /;
/** Every column of a table, as Kysely writes it (`select *`, `returning *`, `"t".*`); a `*` that multiplies is not one. */
const ALL_COLUMNS = /(select|returning) \*|\.\*/;

/**
 * Reads and writes of named columns are sent as named prepared statements, which each connection parses
 * and plans once (the balance poll's query, the ledger's counter updates and transfer rows, a Hub88 bet's one statement).
 * Statements of every column (`*`) are not: after a migration adds a column, PostgreSQL refuses to run an older prepared
 * `select *` or `returning *` again ("cached plan must not change result type"), which would break
 * instances still running during a deploy. Nor are transaction control and schema changes.
 */
function statementNames(): (sql: string) => string | undefined {
  const names = new Map<string, string>();
  return (sql) => {
    let name = names.get(sql);
    if (name !== undefined) return name;
    if (names.size >= MAX_NAMED || !PREPARED.test(sql) || ALL_COLUMNS.test(sql)) return undefined;
    name = `casino_${String(names.size)}`;
    names.set(sql, name);
    return name;
  };
}

/** The pool Kysely's PostgreSQL dialect is given: pg's own, with reads prepared once per connection. */
export function preparingReads(pool: pg.Pool): PostgresPool {
  const nameOf = statementNames();
  return {
    connect: async (): Promise<PostgresPoolClient> => {
      const client = await pool.connect();
      // pg-pool listens for a client's errors only while it is idle: a connection cut while the client is
      // checked out (between two queries of a transaction) would be an uncaught error and end the process.
      // Its queries fail on their own; on release the pool drops the dead connection.
      const ignore = () => undefined;
      client.on('error', ignore);
      const query = async <R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> => {
        const name = nameOf(sql);
        const result = await client.query({ text: sql, values: [...parameters], ...(name === undefined ? {} : { name }) });
        return result as PostgresQueryResult<R>;
      };
      const release = () => {
        client.removeListener('error', ignore);
        client.release();
      };
      return { query, release } as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}
