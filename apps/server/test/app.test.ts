import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, post, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { registerMember } from './support/members';

describe.each(dialects)('the app on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers /api/app from the database', async () => {
    const { status, body } = await post(t.app, '/api/app');
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ site_state: 1, redpacket_switch: 1 });
    expect(typeof (body.data as { title: string }).title).toBe('string');
    // The demo's floating promotion opens the first promotion.
    const first = await t.db.database.db.selectFrom('activity').select('id').orderBy('sort').executeTakeFirstOrThrow();
    expect(body.data).toMatchObject({ float_image: 'http://localhost:80/assets/demo/float/%E9%A6%96%E5%AD%98%E9%80%81.svg', float_activity_id: first.id });
  });

  it('follows a change of site state', async () => {
    await t.db.database.db.updateTable('site').set({ site_state: 0, repair_tips: '升级中' }).execute();
    const { body } = await post(t.app, '/api/app', {});
    expect(body.data).toMatchObject({ site_state: 0, repair_tips: '升级中' });
    await t.db.database.db.updateTable('site').set({ site_state: 1 }).execute();
  });

  it('lets the web apps of CORS_ORIGINS show our pages in a frame (a game), and no other origin', async () => {
    const other = await startTestApp(dialect, { CORS_ORIGINS: ['https://m.example.com'] });
    try {
      const response = await other.app.inject({ method: 'GET', url: '/demo-game/' });
      expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'self' https://m.example.com");
      expect(response.headers['x-frame-options']).toBeUndefined();
    } finally {
      await other.close();
    }
    expect(String((await t.app.inject({ method: 'GET', url: '/demo-game/' })).headers['content-security-policy'])).toContain("frame-ancestors 'self';");
  });

  it('answers every players\' API call HTTP 200 with the code in the body alone under LEGACY_HTTP_STATUS=200, and not the operators\'', async () => {
    const legacy = await startTestApp(dialect, { LEGACY_HTTP_STATUS: '200' });
    try {
      const stranger = await legacy.app.inject({ method: 'POST', url: '/api/user' });
      expect(stranger.statusCode).toBe(200);
      expect(stranger.json()).toMatchObject({ code: 401 });
      const unknown = await legacy.app.inject({ method: 'POST', url: '/API/nope' });
      expect([unknown.statusCode, unknown.json<{ code: number }>().code]).toEqual([200, 202]);
      expect((await legacy.app.inject({ method: 'GET', url: '/admin/api/me' })).statusCode).toBe(401);
    } finally {
      await legacy.close();
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/user' })).statusCode).toBe(401);
  });

  it('answers malformed JSON with a clear message and code 1000', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/app', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 1000, message: '请求内容不是有效的JSON', data: [] });
  });

  it('refuses a body over the size limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/app',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ filler: 'x'.repeat(100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 1000, message: '请求内容过大' });
  });

  it('answers an unknown API path with the envelope', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 202 });
  });

  it('sends every HTML page a CSP that allows no inline script, with the other page headers', async () => {
    for (const url of ['/demo/kefu', '/demo/pay/D123', '/demo-game/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('sends JSON answers nosniff and HSTS, not the page headers', async () => {
    const { token } = await registerMember(t.app);
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/app' }),
      t.app.inject({ method: 'POST', url: '/api/balance', headers: { authorization: `Bearer ${token}` } }),
      t.app.inject({ method: 'POST', url: '/api/balance' }),
      t.app.inject({ method: 'POST', url: '/api/nope' }),
    ]);
    for (const response of answers) {
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('keeps the demo images their own CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/demo/vip/VIP1.svg' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('CORS for a web app hosted elsewhere', () => {
  it('answers the configured origin only', async () => {
    const t = await startTestApp('sqlite', { CORS_ORIGINS: ['https://m.example.com'] });
    try {
      const allowed = await t.app.inject({ method: 'OPTIONS', url: '/api/app', headers: { origin: 'https://m.example.com', 'access-control-request-method': 'POST' } });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://m.example.com');
      const other = await t.app.inject({ method: 'POST', url: '/api/app', headers: { origin: 'https://evil.example.com' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
