import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { Clock } from '../../src/platform/runtime/clock';
import { testConfig, type Config } from '../../src/platform/config/config';
import type { Database, DialectName } from '../../src/platform/db/database';
import type { GameProvider } from '../../src/integrations/platforms/provider';
import { createTestDatabase, type TestDatabase } from './databases';
import { sandboxBeside } from './sandbox';

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  close(): Promise<void>;
}

/** A server with the sandbox beside it (its simulators off) on a fresh, seeded database of the dialect; the demo game provider unless one is given. */
export async function startTestApp(dialect: DialectName, overrides: Partial<Config> = {}, clock?: Clock, gameProvider?: GameProvider): Promise<TestApp> {
  const db = await createTestDatabase(dialect, { seeded: true });
  const config = testConfig({ WEB_ROOT: '/nonexistent', ADMIN_ROOT: '/nonexistent', ...overrides });
  const app = await buildApp({ config, database: db.database, extension: sandboxBeside(), ...(clock ? { clock } : {}), ...(gameProvider ? { gameProvider } : {}) });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}

/** Posts JSON to an API path and answers the parsed envelope with the HTTP status. */
export async function post(app: FastifyInstance, path: string, body?: unknown, token?: string, remoteAddress?: string) {
  const response = await app.inject({
    method: 'POST',
    url: path,
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: response.statusCode, body: response.json<{ code: number; message: unknown; data: unknown }>() };
}

/**
 * Posts a form-encoded body (as an old client's form does) and answers the parsed envelope with the HTTP
 * status. Fields are encoded in order, an array as the key repeated; a string is sent as it is.
 */
export async function postForm(app: FastifyInstance, path: string, fields: Record<string, string | number | readonly string[]> | string, token?: string, remoteAddress?: string) {
  const payload = typeof fields === 'string' ? fields : formEncode(fields);
  const response = await app.inject({
    method: 'POST',
    url: path,
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });
  return { status: response.statusCode, body: response.json<{ code: number; message: unknown; data: unknown }>() };
}

export function formEncode(fields: Record<string, string | number | readonly string[]>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const one of typeof value === 'object' ? value : [value]) form.append(key, String(one));
  }
  return form.toString();
}

/** Turns the turnover rule off (every multiple 0: deposits, red packets, rebates, adjustments, promotions), for suites whose withdrawals are not about it. */
export async function withoutTurnoverRule(database: Database): Promise<void> {
  await database.db.updateTable('site').set({ turnover_percent: 0, redpacket_turnover_percent: 0, rebate_turnover_percent: 0, adjustment_turnover_percent: 0 }).execute();
  await database.db.updateTable('activity').set({ turnover_percent: 0 }).execute();
}
