import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, post, type TestApp } from './support/app';
import { dialects } from './support/databases';

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
    expect(body.data).toMatchObject({ float_image: '/assets/demo/float/%E9%A6%96%E5%AD%98%E9%80%81.svg', float_activity_id: first.id });
  });

  it('follows a change of site state', async () => {
    await t.db.database.db.updateTable('site').set({ site_state: 0, repair_tips: '升级中' }).execute();
    const { body } = await post(t.app, '/api/app', {});
    expect(body.data).toMatchObject({ site_state: 0, repair_tips: '升级中' });
    await t.db.database.db.updateTable('site').set({ site_state: 1 }).execute();
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

  it('sends security headers with a CSP that allows no inline script', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/app' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
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
