import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CODES } from '@casino/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app';

/** A built web app and console, whose catch-all routes (static files, the console's page) cover every other path. */
function builtApp(prefix: string): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>x</title>');
  return root;
}

// No database is involved: the answer is decided by the routes alone.
describe('a wrong method or an unknown path, with the web app and the console built', () => {
  let t: TestApp;
  const webRoot = builtApp('casino-web-');
  const adminRoot = builtApp('casino-admin-');
  beforeAll(async () => {
    t = await startTestApp('sqlite', { WEB_ROOT: webRoot, ADMIN_ROOT: adminRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
    rmSync(adminRoot, { recursive: true, force: true });
  });

  const send = async (method: 'GET' | 'DELETE' | 'PUT', url: string) => {
    const response = await t.app.inject({ method, url });
    return { status: response.statusCode, allow: response.headers.allow, code: response.json<{ code: number }>().code };
  };

  it('answers 405 naming only the methods of an operator call, not the console page behind it', async () => {
    expect(await send('DELETE', '/admin/api/adjust')).toEqual({ status: 405, allow: 'POST', code: 405 });
    expect(await send('GET', '/admin/api/adjust')).toEqual({ status: 405, allow: 'POST', code: 405 });
  });

  it('answers 404 to any method on an unknown operator or member call', async () => {
    for (const url of ['/admin/api/nonexistent', '/admin/api', '/api/nonexistent', '/api/login_pc/x']) {
      for (const method of ['GET', 'DELETE', 'PUT'] as const) {
        expect({ method, url, ...(await send(method, url)) }).toEqual({ method, url, status: 404, allow: undefined, code: CODES.notFound });
      }
    }
  });

  it('answers 405 with the methods of a member call', async () => {
    expect(await send('DELETE', '/api/login_pc')).toEqual({ status: 405, allow: 'POST', code: 405 });
    expect(await send('PUT', '/api/game/list')).toEqual({ status: 405, allow: 'GET, HEAD', code: 405 });
  });

  it("still answers 405 on the console's and the web app's pages, which exist for GET", async () => {
    expect(await send('DELETE', '/admin/deposits')).toEqual({ status: 405, allow: 'GET, HEAD', code: 405 });
    expect(await send('PUT', '/index.html')).toEqual({ status: 405, allow: 'GET, HEAD', code: 405 });
  });
});
