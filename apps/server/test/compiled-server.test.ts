import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET_KEY } from '../src/platform/config/config';
import { createTestDatabase, type TestDatabase } from './support/databases';
import { registration, uniqueName } from './support/members';
import { startServerProcess, stop, type ServerProcess } from './support/server-process';

// The bundle is built by global-setup.ts with build-server.mjs, as `npm start` builds it.
describe('the compiled server (npm start)', () => {
  let database: TestDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await database.database.close();
    server = await startServerProcess(database.url);
  }, 60_000);
  afterAll(async () => {
    await stop(server);
    await database.drop();
  });

  it('answers a member’s calls and serves the demo game from the bundle', async () => {
    const registered = await fetch(`${server.base}/api/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(registration(uniqueName())) });
    const { data } = (await registered.json()) as { data: { api_token: string } };
    const balance = await fetch(`${server.base}/api/balance`, { method: 'POST', headers: { authorization: `Bearer ${data.api_token}` } });
    expect(await balance.json()).toEqual({ code: 200, message: expect.any(String) as string, data: { balance: 0, gameblance: 0 } });

    const game = await fetch(`${server.base}/demo-game/`);
    expect(game.status).toBe(200);
    expect(game.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('serves the API reference and its document from the bundle', async () => {
    for (const path of ['/api/docs', '/api/docs/static/swagger-ui-bundle.js', '/api/openapi.json']) {
      const response = await fetch(`${server.base}${path}`);
      expect(response.status, path).toBe(200);
      // Read to the end: a response still being written holds the server's shutdown (up to its 25 s limit).
      expect((await response.arrayBuffer()).byteLength, path).toBeGreaterThan(0);
    }
  });
});

describe('npm run admin from the sources', () => {
  it('runs the CLI through tsx, as the README starts it (the other tests run its compiled twin)', async () => {
    const database = await createTestDatabase('sqlite');
    try {
      await database.database.close();
      const cli = fileURLToPath(new URL('../src/cli/main.ts', import.meta.url));
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', cli, 'ledger:check'], { env: { ...process.env, DATABASE_URL: database.url, SECRET_KEY: TEST_SECRET_KEY } });
      expect(stdout).toContain('ledger ok');
    } finally {
      await database.drop();
    }
  });
});
