import pg from 'pg';

/** Does a PostgreSQL server answer at this URL? (For tools and tests that run on it when it is there.) */
export async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const plainName = (name: string): string => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  return name;
};

/**
 * Creates a database named `name` on the server of `adminUrl`, empty or as a copy of the database `template`
 * (which nobody may be connected to); answers its URL.
 */
export async function createPostgresDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // WAL_LOG copies a small template block by block, without the checkpoint FILE_COPY waits for.
    await admin.query(template === undefined ? `CREATE DATABASE ${plainName(name)}` : `CREATE DATABASE ${plainName(name)} TEMPLATE ${plainName(template)} STRATEGY WAL_LOG`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${plainName(name)} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** The process ids of the backends connected to the database of `url` (the bench reads their CPU time). */
export async function backendPids(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}
