import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { CODES } from '@casino/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app';

const INDEX =
  '<!doctype html><html lang="zh-CN"><head><meta name="theme-color" content="#0f0f13" /><script type="module" src="/assets/app-abc123.js"></script></head><body><div class="boot-splash"><!-- first banner: here --></div></body></html>';
/** INDEX as answered while `image` is the first banner's: preloaded, and in the splash. */
const indexWithPreload = (image: string) =>
  INDEX.replace('</head>', `<link rel="preload" as="image" href="${image}" fetchpriority="high" /></head>`).replace(
    '<!-- first banner: here -->',
    `<img class="boot-splash-banner" src="${image}" alt="" width="750" height="300" fetchpriority="high" />`,
  );
const SCRIPT = `console.log(${JSON.stringify('娱乐城'.repeat(400))});\n`;

/** A small built web app: index.html and one hashed script with its brotli and gzip twins. */
function writeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'casino-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'assets/app-abc123.js'), SCRIPT);
  writeFileSync(join(root, 'assets/app-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(root, 'assets/app-abc123.js.gz'), gzipSync(SCRIPT));
  return root;
}

describe('the web app', () => {
  let webRoot: string;
  let t: TestApp;
  beforeAll(async () => {
    webRoot = writeWebRoot();
    t = await startTestApp('sqlite', { WEB_ROOT: webRoot, WEB_API_BASE: 'https://api.example.com' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  /** The demo's banners give way to `images`, first to last. */
  async function setBanners(images: readonly string[]): Promise<void> {
    await t.db.database.db.deleteFrom('banner').execute();
    for (const [sort, src] of images.entries()) await t.db.database.db.insertInto('banner').values({ src, url: '', background: '', sort }).execute();
  }

  it('answers index.html at / with no-cache, the CSP and a preload of the first banner, compressed', async () => {
    await setBanners(['/assets/demo/banner/first.svg', '/assets/demo/banner/second.svg']);
    for (const url of ['/', '/index.html']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(indexWithPreload('/assets/demo/banner/first.svg'));
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain('connect-src \'self\' https://api.example.com');
    }
    const gzip = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(indexWithPreload('/assets/demo/banner/first.svg'));
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    expect(plain.body).toBe(indexWithPreload('/assets/demo/banner/first.svg'));
  });

  it('answers 304 to a client that has the page, and the new page once the banners change', async () => {
    await setBanners(['/a.svg']);
    const first = await t.app.inject({ method: 'GET', url: '/' });
    const etag = String(first.headers.etag);
    expect((await t.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    await setBanners(['https://cdn.example.com/b.png?w=750&h=300']);
    const changed = await t.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(indexWithPreload('https://cdn.example.com/b.png?w=750&amp;h=300'));
  });

  it('preloads nothing without banners, or for an address that is not a plain http(s) or site path', async () => {
    await setBanners([]);
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toBe(INDEX);
    for (const image of ['"><script>alert(1)</script>', 'javascript:alert(1)', '//evil.example.com/x.png', 'data:image/svg+xml,<svg/>']) {
      await setBanners([image]);
      expect((await t.app.inject({ method: 'GET', url: '/' })).body, image).toBe(INDEX);
    }
  });

  it("writes a theme other than the default on <html> and in the browser bar's colour, as the web app's app/theme.ts sets them", async () => {
    await setBanners([]);
    const site = t.db.database.db.updateTable('site');
    await site.set({ theme_mode: 'light', theme_primary: '#0958d9', theme_accent: '#b04000' }).execute();
    const style = '--adm-color-primary:#0958d9;--app-color-accent:#b04000;--app-color-on-primary:#ffffff';
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toBe(
      INDEX.replace('<html lang="zh-CN">', `<html lang="zh-CN" data-theme="light" data-prefers-color-scheme="light" style="${style}">`).replace('content="#0f0f13"', 'content="#0958d9"'),
    );
    await site.set({ theme_mode: 'dark', theme_primary: '"><script>alert(1)</script>' }).execute();
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toBe(INDEX);
    await site.set({ theme_mode: 'dark', theme_primary: '#d4a53c', theme_accent: '#f3d27a' }).execute();
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toBe(INDEX);
  });

  it('sends a hashed asset brotli-compressed to a client that takes brotli, cached for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
  });

  it('sends gzip to a client without brotli, and the plain file to one that takes neither', async () => {
    const gzip = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(gzipSync(SCRIPT))).toBe(true);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers /config.json with no-cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(response.json()).toEqual({ apiBase: 'https://api.example.com' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('the operator console', () => {
  const PAGE = '<!doctype html><html lang="zh-CN"><head><meta name="theme-color" content="#0f0f13" /><script type="module" src="/admin/assets/console-abc123.js"></script></head><body><div id="root"></div></body></html>';
  let adminRoot: string;
  let t: TestApp;
  beforeAll(async () => {
    adminRoot = mkdtempSync(join(tmpdir(), 'casino-admin-'));
    mkdirSync(join(adminRoot, 'assets'));
    writeFileSync(join(adminRoot, 'index.html'), PAGE);
    writeFileSync(join(adminRoot, 'assets/console-abc123.js'), SCRIPT);
    writeFileSync(join(adminRoot, 'assets/console-abc123.js.br'), brotliCompressSync(SCRIPT));
    t = await startTestApp('sqlite', { ADMIN_ROOT: adminRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(adminRoot, { recursive: true, force: true });
  });

  it('answers its page at /admin/ and at every screen path under it, revalidated, under the CSP', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/admin' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/admin/');
    for (const url of ['/admin/', '/admin/login', '/admin/deposits?page=2']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(PAGE);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(String(response.headers['content-security-policy']), url).toContain("script-src 'self'");
    }
  });

  it('sends its hashed assets compressed and cached for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/admin/assets/console-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/admin/assets/missing-1.js' })).statusCode).toBe(404);
  });

  it('keeps the operator API in JSON: an unknown call is a 404 envelope, never the page', async () => {
    for (const url of ['/admin/api/nope', '/admin/api']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json<{ code: number }>().code, url).toBe(CODES.notFound);
    }
    const known = await t.app.inject({ method: 'GET', url: '/admin/api/me' });
    expect(known.statusCode).toBe(401);
  });
});
