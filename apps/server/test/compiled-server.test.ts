import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './support/databases';
import { registration, uniqueName } from './support/members';
import { startServerProcess, stop, type ServerProcess } from './support/server-process';

const root = fileURLToPath(new URL('../../..', import.meta.url));
// Under dist/ (ignored by git), where the bundle finds the packages it leaves in node_modules.
const outDir = join(root, `apps/server/dist/test-${String(process.pid)}`);

describe('the compiled server (npm start)', () => {
  let database: TestDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    execFileSync(process.execPath, [join(root, 'scripts/build-server.mjs'), outDir], { stdio: 'inherit' });
    database = await createTestDatabase('sqlite');
    await database.database.close();
    server = await startServerProcess(database.url, join(outDir, 'main.js'));
  }, 60_000);
  afterAll(async () => {
    await stop(server);
    await database.drop();
    rmSync(outDir, { recursive: true, force: true });
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
    for (const path of ['/api/docs', '/api/docs/static/swagger-ui-bundle.js', '/api/openapi.json']) expect((await fetch(`${server.base}${path}`)).status, path).toBe(200);
  });
});
