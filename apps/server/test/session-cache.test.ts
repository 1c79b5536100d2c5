import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/platform/config/config';
import { openDatabase, type Database } from '../src/platform/db/database';
import { setMemberState } from '../src/modules/account/member-state';
import { connectRevocations, type RedisRevocations } from '../src/platform/security/redis-revocations';
import { SESSION_CACHE_TTL_MS, SessionCache } from '../src/platform/security/session-cache';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { PASSWORD, registerMember } from './support/members';
import { TEST_REDIS_URL, testRedis } from './support/redis';
import { sandboxBeside } from './support/sandbox';

const BLOCKED = '您已被设为黑名单，暂不能登录，请联系管理员！';
const HASH_A = 'a'.repeat(64);
const HASH_B = 'b'.repeat(64);

describe('the session cache', () => {
  it('keeps a live session for its TTL, never past the session’s own expiry', () => {
    const cache = new SessionCache(3000);
    cache.remember(HASH_A, 7, 10_000_000, 1000, cache.readStarted());
    expect(cache.memberOf(HASH_A, 3999)).toBe(7);
    expect(cache.memberOf(HASH_A, 4000)).toBeUndefined();
    cache.remember(HASH_B, 8, 2000, 1000, cache.readStarted());
    expect(cache.memberOf(HASH_B, 1999)).toBe(8);
    expect(cache.memberOf(HASH_B, 2000)).toBeUndefined();
  });

  it('forgets one token, or every token of a member', () => {
    const cache = new SessionCache(3000);
    cache.remember(HASH_A, 7, 10_000, 0, cache.readStarted());
    cache.remember(HASH_B, 7, 10_000, 0, cache.readStarted());
    cache.forget({ tokenHash: HASH_A });
    expect(cache.memberOf(HASH_A, 1)).toBeUndefined();
    expect(cache.memberOf(HASH_B, 1)).toBe(7);
    cache.forget({ memberId: 7 });
    expect(cache.memberOf(HASH_B, 1)).toBeUndefined();
  });

  it('does not remember a session read before a revocation it may have missed', () => {
    const cache = new SessionCache(3000);
    const readStarted = cache.readStarted();
    cache.forget({ memberId: 9 });
    cache.remember(HASH_A, 7, 10_000, 0, readStarted);
    expect(cache.memberOf(HASH_A, 1)).toBeUndefined();
  });
});

const balance = (app: FastifyInstance, token: string) => post(app, '/api/balance', {}, token);

/** A second server on the same database, with a clock of its own. */
async function secondInstance(url: string, clock: () => number): Promise<{ app: FastifyInstance; database: Database; close(): Promise<void> }> {
  const database = openDatabase(url, { onIdleConnectionError: () => undefined });
  const app = await buildApp({ config: testConfig({ WEB_ROOT: '/nonexistent' }), database, clock, extension: sandboxBeside() });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

describe.each(dialects)('the balance poll’s session cache on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('ends a session at once on the same instance: logoff, password change, block', async () => {
    const loggedOff = await registerMember(t.app);
    expect((await balance(t.app, loggedOff.token)).status).toBe(200);
    expect((await post(t.app, '/api/logoff', {}, loggedOff.token)).body.code).toBe(200);
    expect((await balance(t.app, loggedOff.token)).body).toEqual({ code: 401, message: '认证失败', data: [] });

    const changed = await registerMember(t.app);
    const other = ((await post(t.app, '/api/login_pc', { name: changed.name, password: PASSWORD, code: 'abcd' })).body.data as { new_api_token: string }).new_api_token;
    expect((await balance(t.app, other)).status).toBe(200);
    const change = await post(t.app, '/api/editPassword', { password: PASSWORD, paypassword: 'efgh5678', newpasword: 'efgh5678' }, changed.token);
    expect(change.body.code, JSON.stringify(change.body)).toBe(200);
    expect((await balance(t.app, other)).status).toBe(401);

    const blocked = await registerMember(t.app);
    expect((await balance(t.app, blocked.token)).status).toBe(200);
    await setMemberState(t.db.database, blocked.name, 'block', Date.now());
    expect((await balance(t.app, blocked.token)).body).toEqual({ code: 403, message: BLOCKED, data: [] });
  });

  it('without Redis, another instance answers a revoked session from its cache for at most the TTL', async () => {
    let offset = 0;
    const other = await secondInstance(t.db.url, () => Date.now() + offset);
    try {
      const { token } = await registerMember(t.app);
      expect((await balance(other.app, token)).status).toBe(200);
      expect((await post(t.app, '/api/logoff', {}, token)).body.code).toBe(200);
      expect((await balance(t.app, token)).status).toBe(401);
      expect((await balance(other.app, token)).status).toBe(200);
      offset = SESSION_CACHE_TTL_MS;
      expect((await balance(other.app, token)).status).toBe(401);
      // The calls that read the member never take the cache.
      expect((await post(other.app, '/api/user', {}, token)).status).toBe(401);
    } finally {
      await other.close();
    }
  });
});

const redisThere = await testRedis();

describe.runIf(redisThere).each(dialects)('two instances with Redis on %s', (dialect) => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof secondInstance>>;
  let links: RedisRevocations[];
  beforeAll(async () => {
    t = await startTestApp(dialect);
    other = await secondInstance(t.db.url, Date.now);
    const channel = `casino:test:${String(process.pid)}:${dialect}:${Math.random().toString(36).slice(2)}`;
    const log = () => undefined;
    links = [connectRevocations(t.db.database.revocations, TEST_REDIS_URL, { channel, log }), connectRevocations(other.database.revocations, TEST_REDIS_URL, { channel, log })];
    await Promise.all(links.map((link) => link.ready));
  });
  afterAll(async () => {
    await Promise.all(links.map((link) => link.close()));
    await other.close();
    await t.close();
  });

  /** Polls until the status changes from 200; Redis delivers within milliseconds, far within the TTL. */
  async function statusAfterRevocation(app: FastifyInstance, token: string): Promise<number> {
    const started = Date.now();
    for (;;) {
      const { status } = await balance(app, token);
      if (status !== 200 || Date.now() - started > SESSION_CACHE_TTL_MS / 3) return status;
      await sleep(10);
    }
  }

  it('a logoff on one ends the session on the other at once', async () => {
    const { token } = await registerMember(t.app);
    expect((await balance(other.app, token)).status).toBe(200);
    expect((await post(t.app, '/api/logoff', {}, token)).body.code).toBe(200);
    expect(await statusAfterRevocation(other.app, token)).toBe(401);
  });

  it('a password change on one ends every session on the other at once', async () => {
    const { name, token } = await registerMember(t.app);
    const second = ((await post(other.app, '/api/login_pc', { name, password: PASSWORD, code: 'abcd' })).body.data as { new_api_token: string }).new_api_token;
    expect((await balance(other.app, second)).status).toBe(200);
    expect((await post(t.app, '/api/editPassword', { password: PASSWORD, paypassword: 'efgh5678', newpasword: 'efgh5678' }, token)).body.code).toBe(200);
    expect(await statusAfterRevocation(other.app, second)).toBe(401);
  });

  it('a block made by an operator beside the first instance answers 403 on the other at once', async () => {
    const { name, token } = await registerMember(t.app);
    expect((await balance(other.app, token)).status).toBe(200);
    await setMemberState(t.db.database, name, 'block', Date.now());
    expect(await statusAfterRevocation(other.app, token)).toBe(403);
  });
});
