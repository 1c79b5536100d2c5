import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config/config';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { registration, uniqueName } from './support/members';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toEqual([]);
  });

  it('takes the addresses and networks of the proxies, comma-separated', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8' }).TRUST_PROXY).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']);
  });

  it('refuses true, which would trust whatever a client writes, and says what to write instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*the addresses of your proxies.*TRUST_PROXY=10\.0\.0\.0\/8/);
  });

  it('refuses a hop count, which cannot tell a proxy from a client that reaches the server directly', () => {
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: .*hop count/);
  });

  it('refuses what is not an address or a network', () => {
    for (const bad of ['localhost', '10.0.0.0/33', '::1/129', '10.0.0.1/', '300.0.0.1', '10.0.0.0/8,,x']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

describe.each(dialects)('client addresses behind a proxy on %s', (dialect) => {
  let t: TestApp;
  const PROXY = '127.0.0.1';
  beforeAll(async () => {
    t = await startTestApp(dialect, { TRUST_PROXY: loadConfig({ TRUST_PROXY: PROXY }).TRUST_PROXY });
  });
  afterAll(async () => {
    await t.close();
  });

  const registerFrom = async (remoteAddress: string, forwardedFor: string) => {
    const name = uniqueName('px');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      payload: JSON.stringify(registration(name)),
    });
    expect(response.json<{ code: number }>().code).toBe(200);
    return (await t.db.database.db.selectFrom('member').select('last_login_ip').where('username', '=', name).executeTakeFirstOrThrow()).last_login_ip;
  };

  it('takes the address the trusted proxy appended, not one the client wrote before it', async () => {
    expect(await registerFrom(PROXY, '6.6.6.6, 10.0.0.2')).toBe('10.0.0.2');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    expect(await registerFrom('10.7.7.7', '6.6.6.6')).toBe('10.7.7.7');
  });

  it('counts the per-address limits on the address the proxy saw', async () => {
    // 20 registrations an hour per address: a client cannot reset its budget by writing a new address each time.
    for (let i = 0; i < 20; i += 1) await registerFrom(PROXY, `6.6.${String(i)}.1, 10.0.0.3`);
    const { body } = await post(t.app, '/api/register', registration(uniqueName('px')), undefined, PROXY);
    expect(body.code).toBe(200);
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: PROXY,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '6.6.99.1, 10.0.0.3' },
      payload: JSON.stringify(registration(uniqueName('px'))),
    });
    expect(over.statusCode).toBe(429);
  });
});
