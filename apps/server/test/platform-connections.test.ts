import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConnections } from '../src/integrations/platforms/connections';
import { admin, adminWith } from './support/admin-cli';
import { startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { hub88Call, rsaKeyPair, testSecrets } from './support/hub88';

describe.each(dialects)('npm run admin -- platform:connect / platform:disconnect on %s', (dialect) => {
  let t: TestApp;
  const dir = mkdtempSync(join(tmpdir(), 'platform-keys-'));
  const hub88 = rsaKeyPair();
  const ours = rsaKeyPair();
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const hub88Public = file('hub88.pub', hub88.publicPem);
  const ourPrivate = file('ours.pem', ours.privatePem);
  const connect = (platform: string, overrides: Record<string, string> = {}) => {
    const options = { '--api-url': 'https://api.server1.ih.testenv.io', '--operator-id': '42', '--hub88-public-key': hub88Public, '--private-key': ourPrivate, ...overrides };
    return admin(t.db.url, 'platform:connect', platform, 'hub88', ...Object.entries(options).flat());
  };

  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses what is wrong, with a clear error, and connects nothing', async () => {
    expect(await connect('pg', { '--api-url': 'ftp://example.com' })).toMatchObject({ code: 1, err: expect.stringContaining('must be http(s)') as unknown });
    expect(await connect('pg', { '--api-url': 'not a url' })).toMatchObject({ code: 1, err: expect.stringContaining('not a URL') as unknown });
    expect(await connect('pg', { '--operator-id': '0' })).toMatchObject({ code: 2, err: expect.stringContaining('positive whole number') as unknown });
    expect(await connect('pg', { '--operator-id': 'x1' })).toMatchObject({ code: 2 });
    expect(await connect('pg', { '--hub88-public-key': file('garbage.pub', 'hello') })).toMatchObject({ code: 1, err: expect.stringContaining('not a PEM public key') as unknown });
    // Keys the wrong way round: our private key given as Hub88's public key, Hub88's public key as ours.
    expect(await connect('pg', { '--hub88-public-key': ourPrivate })).toMatchObject({ code: 1, err: expect.stringContaining('holds a private key') as unknown });
    expect(await connect('pg', { '--private-key': hub88Public })).toMatchObject({ code: 1, err: expect.stringContaining('not a PEM private key') as unknown });
    expect(await connect('pg', { '--private-key': join(dir, 'missing.pem') })).toMatchObject({ code: 1, err: expect.stringContaining('cannot read') as unknown });
    expect(await connect('nope')).toMatchObject({ code: 1, err: expect.stringContaining('no platform nope') as unknown });
    expect(await admin(t.db.url, 'platform:connect', 'pg', 'hub88', '--api-url', 'https://x.io')).toMatchObject({ code: 2, err: expect.stringContaining('needs --operator-id') as unknown });
    expect(await admin(t.db.url, 'platform:connect', 'pg', 'softswiss')).toMatchObject({ code: 2 });
    // Not signed in: refused.
    expect((await adminWith({}, t.db.url, 'platform:disconnect', 'pg')).code).toBe(1);
    expect(await t.db.database.db.selectFrom('platform_connection').selectAll().execute()).toEqual([]);
  }, 120_000);

  it('connects a platform with its keys sealed, never printed, audited; the wallet then takes its calls; disconnects it', async () => {
    const connected = await connect('pg');
    expect(connected).toMatchObject({ code: 0, out: expect.stringContaining('pg plays through Hub88') as unknown });
    const pemBody = (pem: string) => pem.split('\n')[1] ?? 'none';
    for (const text of [connected.out, connected.err]) {
      expect(text).not.toContain('BEGIN');
      expect(text).not.toContain(pemBody(ours.privatePem));
    }
    const row = await t.db.database.db.selectFrom('platform_connection').selectAll().where('platform', '=', 'pg').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ protocol: 'hub88', connected_by: expect.stringContaining('cliowner') as unknown });
    expect(JSON.parse(row.settings_json)).toEqual({ api_url: 'https://api.server1.ih.testenv.io', operator_id: 42 });
    for (const secret of ['BEGIN', pemBody(ours.privatePem), pemBody(hub88.publicPem)]) expect(row.sealed_secrets).not.toContain(secret);
    const [opened] = await readConnections(t.db.database.db, testSecrets());
    expect(opened?.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()).toBe(ours.privatePem);
    expect(opened?.hub88PublicKey.export({ type: 'spki', format: 'pem' }).toString()).toBe(hub88.publicPem);

    const audit = await t.db.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'platform:connect').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toEqual({ protocol: 'hub88', api_url: 'https://api.server1.ih.testenv.io', operator_id: 42 });
    expect(JSON.stringify(audit)).not.toContain('BEGIN');

    // The server (which had not read the connections yet) verifies Hub88's calls with the key.
    expect((await hub88Call(t.app, '/user/info', { user: '0001', request_uuid: randomUUID() }, { key: hub88.privatePem })).status).not.toBe('RS_ERROR_INVALID_SIGNATURE');

    expect(await admin(t.db.url, 'platform:disconnect', 'pg')).toMatchObject({ code: 0, out: expect.stringContaining('demo again') as unknown });
    expect(await t.db.database.db.selectFrom('platform_connection').selectAll().execute()).toEqual([]);
    expect(await t.db.database.db.selectFrom('audit_log').select('id').where('action', '=', 'platform:disconnect').execute()).toHaveLength(1);
    expect(await admin(t.db.url, 'platform:disconnect', 'pg')).toMatchObject({ code: 1, err: expect.stringContaining('not connected') as unknown });
  }, 120_000);
});
