import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CODES } from '@casino/contract/codes';
import { SERVER_MSG } from '@casino/contract/server-messages';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../src/platform/config/config';
import { startTestApp, type TestApp } from './support/app';
import { createTestDatabase } from './support/databases';
import { startServerProcess, stop } from './support/server-process';

interface RawClient {
  socket: Socket;
  /** Milliseconds from the connection to its close, or undefined if it was still open after `within`. */
  closedWithin(within: number): Promise<number | undefined>;
  received(): string;
}

/** A plain TCP connection to the server, sending only what the test writes. */
async function rawClient(port: number): Promise<RawClient> {
  const socket = connect(port, '127.0.0.1');
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (text += chunk));
  socket.on('error', () => undefined);
  const started = Date.now();
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - started)));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return {
    socket,
    closedWithin: (within) => Promise.race([closed, sleep(within).then(() => undefined)]),
    received: () => text,
  };
}

const request = (path: string) => `GET ${path} HTTP/1.1\r\nHost: casino.test\r\n\r\n`;

// The server's sockets alone: no database is involved (SQLite serves the app).
describe('slow and greedy clients', () => {
  let t: TestApp | undefined;
  const clients: Socket[] = [];
  const listening = async (overrides: Partial<Config>) => {
    t = await startTestApp('sqlite', overrides);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening on a port');
    return address.port;
  };
  const client = async (port: number) => {
    const made = await rawClient(port);
    clients.push(made.socket);
    return made;
  };
  afterEach(async () => {
    for (const socket of clients.splice(0)) socket.destroy();
    await t?.close();
    t = undefined;
  });

  it('answers 408 to a body that stops coming, and closes its connection within the time', async () => {
    const port = await listening({ REQUEST_TIMEOUT_MS: 600, IDLE_TIMEOUT_MS: 10_000 });
    const slow = await client(port);
    slow.socket.write('POST /api/login_pc HTTP/1.1\r\nHost: casino.test\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":');
    const closedAfter = await slow.closedWithin(5_000);
    expect(closedAfter).toBeDefined();
    expect(closedAfter).toBeGreaterThanOrEqual(550);
    expect(closedAfter).toBeLessThan(600 * 1.25 + 500);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(slow.received().split('\r\n\r\n')[1] ?? '')).toEqual({ code: CODES.requestTimeout, message: SERVER_MSG.requestTimeout, data: [] });
  });

  it('answers 408 to headers that stop coming', async () => {
    const port = await listening({ REQUEST_TIMEOUT_MS: 600, IDLE_TIMEOUT_MS: 10_000 });
    const slow = await client(port);
    slow.socket.write('POST /api/login_pc HTTP/1.1\r\nHost: casino.test\r\n');
    expect(await slow.closedWithin(5_000)).toBeLessThan(600 * 1.25 + 500);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection that sends nothing within the headers time-out, on the started server (#41 item 11)', async () => {
    const db = await createTestDatabase('sqlite', { seeded: true });
    const server = await startServerProcess(db.url, { env: { REQUEST_TIMEOUT_MS: '600' } });
    try {
      const silent = await client(Number(new URL(server.base).port));
      expect(await silent.closedWithin(5_000)).toBeDefined();
      expect(silent.received()).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      await stop(server);
      await db.drop();
    }
  });

  it('closes a connection beyond the cap of one address at once, and takes one again when another ends', async () => {
    const port = await listening({ MAX_CONNECTIONS_PER_ADDRESS: 3 });
    const kept = [await client(port), await client(port), await client(port)];
    const refused = await client(port);
    expect(await refused.closedWithin(2_000)).toBeDefined();
    expect(refused.received()).toBe('');
    // The three are served.
    kept[0]?.socket.write(request('/healthz'));
    await sleep(300);
    expect(kept[0]?.received()).toMatch(/^HTTP\/1\.1 200 /);
    kept[1]?.socket.destroy();
    await kept[1]?.closedWithin(1_000);
    await sleep(100);
    const next = await client(port);
    next.socket.write(request('/healthz'));
    await sleep(300);
    expect(next.received()).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('does not count the connections of a trusted proxy, which carries every client behind it', async () => {
    const port = await listening({ MAX_CONNECTIONS_PER_ADDRESS: 2, TRUST_PROXY: ['127.0.0.1'] });
    const proxied = [await client(port), await client(port), await client(port), await client(port)];
    for (const one of proxied) one.socket.write(request('/healthz'));
    await sleep(300);
    expect(proxied.map((one) => one.received().slice(0, 12))).toEqual(Array(4).fill('HTTP/1.1 200'));
  });

  it('closes a connection whose client stops reading its answer, so a shutdown does not wait for it', async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'casino-large-'));
    try {
      writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>x</title>');
      // Larger than the socket buffers on both sides of a loopback connection.
      writeFileSync(join(webRoot, 'large.bin'), Buffer.alloc(64 * 1024 * 1024, 1));
      const port = await listening({ IDLE_TIMEOUT_MS: 800, WEB_ROOT: webRoot });
      const stalled = await client(port);
      stalled.socket.pause();
      stalled.socket.write(request('/large.bin'));
      await sleep(300);
      const started = Date.now();
      const running = t;
      t = undefined;
      await Promise.race([running?.close(), sleep(8_000)]);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
