/** Socket errors of a database that cannot be reached. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/**
 * PostgreSQL's SQLSTATEs of a server that ends or refuses connections: class 08 (connection exception),
 * admin shutdown (pg_terminate_backend, a fast shutdown), crash shutdown, cannot connect now (starting or
 * stopping), too many connections, and object not in prerequisite state: what a connection to a database
 * of `ALTER DATABASE … ALLOW_CONNECTIONS false` is refused with ("is not currently accepting connections";
 * no query of ours can raise it otherwise: we use no lastval, prepared transactions or sequences by hand).
 */
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '53300', '55000']);

/**
 * SQLite's lock errors (another connection or process holding the file): a money transaction has retried
 * them (money-transaction.ts) and every statement waited busy_timeout first; one that still fails is the
 * database out of reach for now, not a fault of the request.
 */
const SQLITE_LOCK_CODES = /^SQLITE_(BUSY|LOCKED)(_|$)/;

/** What pg and pg-pool throw, without a code, when a connection ends, cannot be made or waits too long. */
const DRIVER_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/**
 * Is this error the database being out of reach (rather than a fault of the request or of our code)? Then
 * nothing was answered from the database, and a moment later the same request may succeed.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined && (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || code.startsWith('08') || SQLITE_LOCK_CODES.test(code))) return true;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  if (DRIVER_MESSAGES.includes(message)) return true;
  // Node's connect to a name of several addresses fails with an AggregateError of each attempt's error.
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return 'cause' in error && isDatabaseUnavailable(error.cause, depth + 1);
}
