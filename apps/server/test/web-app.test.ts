import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app';

const INDEX = '<!doctype html><html lang="zh-CN"><head><script type="module" src="/assets/app-abc123.js"></script></head><body></body></html>';
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

  it('answers index.html at / with no-cache and the CSP', async () => {
    for (const url of ['/', '/index.html']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain('connect-src \'self\' https://api.example.com');
    }
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
