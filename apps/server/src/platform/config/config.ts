import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { adminAllowedIps } from './admin-allowed-ips';
import { trustedProxies } from './trusted-proxies';

/**
 * The monorepo's apps/ folder, found above this code wherever it runs from: its source (apps/server/src/platform/config)
 * or a bundle (apps/server/dist, apps/sandbox/dist); else apps/ where the server is started.
 */
function appsFolder(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); dir !== dirname(dir); dir = dirname(dir)) {
    if (basename(dirname(dir)) === 'apps' && ['server', 'sandbox'].includes(basename(dir))) return dirname(dir);
  }
  return resolve('apps');
}

const APPS = appsFolder();
const defaultWebRoot = join(APPS, 'web/dist');
const defaultAdminRoot = join(APPS, 'admin/dist');

const onOff = z.enum(['on', 'off']);

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    DATABASE_URL: z
      .string()
      .regex(/^(sqlite:|postgres:\/\/|postgresql:\/\/)/, 'must start with sqlite: or postgres://')
      .default('sqlite:./data/casino.db'),
    DATA_DIR: z.string().default('./data'),
    WEB_ROOT: z.string().default(defaultWebRoot),
    /** The operator console's build (apps/admin/dist), served at /admin/. */
    ADMIN_ROOT: z.string().default(defaultAdminRoot),
    WEB_API_BASE: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
    /** The site's public address: answered by getVisitUrl when the site settings name none, and the base of every address the players' API answers (platform/http/absolute-addresses.ts; without it, each request's own origin). */
    PUBLIC_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
    /** Origins (comma-separated) of web apps hosted elsewhere that may call this API. */
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((list) => list.split(',').map((origin) => origin.trim()).filter(Boolean))
      .pipe(z.array(z.url({ protocol: /^https?$/ }))),
    /** Redis for the session caches of several instances on one PostgreSQL: revocations are heard at once on every instance. */
    REDIS_URL: z.union([z.literal(''), z.url({ protocol: /^rediss?$/ })]).default(''),
    CAPTCHA: onOff.default('on'),
    /** '200': every answer of the players' API is HTTP 200 with the code in the body only (platform/http/legacy-status.ts), for clients that read nothing else. */
    LEGACY_HTTP_STATUS: z.enum(['', '200']).default(''),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** The reverse proxies (addresses or networks) whose X-Forwarded-For gives the client's address; none by default. */
    TRUST_PROXY: trustedProxies,
    /** The addresses and networks the operator console's API answers (after TRUST_PROXY); empty: every address. */
    ADMIN_ALLOWED_IPS: adminAllowedIps,
    /** Milliseconds a request has to arrive whole, headers and body (platform/http/timeouts.ts); then 408 and the connection closed. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
    /** Milliseconds a transfer to or from a transfer-wallet platform waits for the platform; then its outcome is unknown and asked again later. */
    PLATFORM_TRANSFER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    /** Milliseconds between pulls of each transfer-wallet platform's bets from its Transactions API into the ledger and 投注记录. */
    PLATFORM_BETS_PULL_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
    /** Milliseconds a connection with a request open may send and receive nothing (a client not reading its answer). */
    IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
    /** Connections open at once from one client address (the trusted proxies' left out); one more is closed at once. */
    MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(256),
    /** The bearer token /metrics asks for; empty turns /metrics off (404). */
    METRICS_TOKEN: z.union([z.literal(''), z.string().min(16, 'must be at least 16 characters').regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')]).default(''),
    /** scrypt's cost (N) for new password hashes: a power of two; below 16384 only outside production (tests). */
    SCRYPT_N: z.coerce
      .number()
      .int()
      .min(1024)
      .max(1048576)
      .refine((n) => (n & (n - 1)) === 0, 'must be a power of two')
      .default(16384),
    /**
     * The most fen one credit from outside may bring (a platform's win, a transfer-wallet platform's pulled win, a
     * gateway's paid amount); a larger one is refused and left for an operator (README "Money": amounts from outside).
     * Default ¥1,000,000.
     */
    MAX_EXTERNAL_CREDIT_FEN: z.coerce.number().int().min(1).max(9_007_199_254_740).default(100_000_000),
    /** Milliseconds added to the server's clock, so tests can play the daily windows (red packets); 0 in production. */
    CLOCK_OFFSET_MS: z.coerce.number().int().default(0),
    /**
     * 32 bytes in base64 (`openssl rand -base64 32`): the key that seals operators' TOTP secrets in the database.
     * Empty: DATA_DIR/secret.key, made on first use. Instances sharing one PostgreSQL must share this key.
     */
    SECRET_KEY: z
      .string()
      .default('')
      .refine((key) => key === '' || (/^[A-Za-z0-9+/]{43}=$/.test(key) && Buffer.from(key, 'base64').length === 32), 'must be 32 bytes in base64 (openssl rand -base64 32)'),
  })
  .refine((c) => !(c.NODE_ENV === 'production' && c.CAPTCHA === 'off'), {
    message: 'CAPTCHA=off is refused when NODE_ENV=production',
    path: ['CAPTCHA'],
  })
  .refine((c) => !(c.NODE_ENV === 'production' && c.SCRYPT_N < 16384), {
    message: 'SCRYPT_N below 16384 is refused when NODE_ENV=production',
    path: ['SCRYPT_N'],
  })
  .refine((c) => !(c.NODE_ENV === 'production' && c.CLOCK_OFFSET_MS !== 0), {
    message: 'CLOCK_OFFSET_MS is refused when NODE_ENV=production',
    path: ['CLOCK_OFFSET_MS'],
  });

export type Config = z.infer<typeof configSchema>;

/** Parses the environment with a schema; a bad value throws a readable list of what is wrong. */
export function parseEnv<T>(schema: z.ZodType<T>, env: NodeJS.ProcessEnv): T {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Parses the environment once; a bad value stops start-up with a readable list. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return parseEnv(configSchema, env);
}

/** The key of testConfig: tests seal and open operators' secrets without a key file. */
export const TEST_SECRET_KEY = Buffer.alloc(32, 7).toString('base64');

/** scrypt's cost in tests: hashes at a sixteenth of production's, which verify the same way. */
export const TEST_SCRYPT_N = 1024;

/** A config for tests: the defaults with some values replaced. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', CAPTCHA: 'off', LOG_LEVEL: 'silent', SECRET_KEY: TEST_SECRET_KEY, SCRYPT_N: String(TEST_SCRYPT_N) }), ...overrides };
}
