import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config/config';

/**
 * Every field name that carries a secret in a request or answer body (SPEC §7 and the contract): login
 * and pay passwords, their confirmations, session and game tokens, card and wallet numbers. Nothing logs
 * bodies today; these paths keep it so if someone logs one (`request.log.info({ body })`) later.
 */
const SECRET_FIELDS = [
  'password',
  'confirmPass',
  'paypassword',
  'pay_password',
  'pay_pass',
  'newpasword',
  'newpassword',
  'oldpassword',
  'api_token',
  'new_api_token',
  'token',
  'bank_no',
  'card',
  'card_no',
  'cardno',
  'secret',
  'totp_secret',
  'otpauth_uri',
  'authorization',
  'cookie',
];

/** The redacted paths: a secret field at the top of a log object, or one or two levels down (`body.password`, `req.body.password`). */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  // PostgreSQL's error detail quotes the values of a violated constraint: Key (bank_no)=(6222…) already exists.
  'err.detail',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** Query parameters whose value never reaches a log line (the demo game's page is opened with ?token=). */
const SECRET_QUERY = new Set(SECRET_FIELDS.map((field) => field.toLowerCase()));

/** The URL as logged: the path, and the query with the value of any secret parameter replaced. */
export function loggedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = decodeURIComponentSafe(equals === -1 ? pair : pair.slice(0, equals)).toLowerCase();
      return SECRET_QUERY.has(name) ? `${pair.slice(0, equals === -1 ? pair.length : equals)}=[Redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

interface LoggedRequest {
  method: string;
  url: string;
  ip: string;
  routeOptions?: { url?: string | undefined };
}

/**
 * Fastify's logger options: the level, the redaction above, a request serializer that logs the method,
 * the URL (secret query values replaced), the route pattern and the client address, never headers or a
 * body. `stream` is where lines go (stdout unless a test collects them). Fastify puts `reqId` on every
 * line logged through `request.log`.
 */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>, stream?: NodeJS.WritableStream): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    serializers: {
      req: (request: LoggedRequest) => ({ method: request.method, url: loggedUrl(request.url), route: request.routeOptions?.url, remoteAddress: request.ip }),
    },
    ...(stream ? { stream } : {}),
  };
}
