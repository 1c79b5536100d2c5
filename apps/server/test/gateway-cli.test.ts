import { REVIEW_STATE } from '@casino/contract/codes';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beijingDay } from '@casino/contract/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGatewayConnections } from '../src/integrations/payments/connections';
import { admin } from './support/admin-cli';
import { startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { rsaKeyPair, testSecrets } from './support/hub88';
import { registerMember } from './support/members';
import { memberId } from './support/money';

const KEY = 'k9XgT2fQm8ZpL4rW7vB3nC6yH1sD5aJe';

describe.each(dialects)('npm run admin -- gateway:connect / gateway:disconnect / gateways:reconcile on %s', (dialect) => {
  let t: TestApp;
  const dir = mkdtempSync(join(tmpdir(), 'gateway-keys-'));
  const ours = rsaKeyPair();
  const gateway = rsaKeyPair();
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const keyFile = file('md5.key', `${KEY}\n`);
  const ourPrivate = file('merchant.pem', ours.privatePem);
  const gatewayPublic = file('gateway.pub', gateway.publicPem);
  const connect = (channel: string, overrides: Record<string, string> = {}, ...extra: string[]) => {
    const options = { '--api-url': 'https://pay.example.com', '--pid': '1001', '--key-file': keyFile, ...overrides };
    return admin(t.db.url, 'gateway:connect', channel, 'epay', ...Object.entries(options).flat(), ...extra);
  };

  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses what is wrong, with a clear error, and connects nothing', async () => {
    expect(await connect('gopay', { '--api-url': 'ftp://pay.example.com' })).toMatchObject({ code: 1, err: expect.stringContaining('must be http(s)') as unknown });
    expect(await connect('gopay', { '--pid': 'abc' })).toMatchObject({ code: 1, err: expect.stringContaining('whole number') as unknown });
    expect(await connect('gopay', { '--key-file': join(dir, 'missing.key') })).toMatchObject({ code: 1, err: expect.stringContaining('cannot read') as unknown });
    expect(await connect('gopay', { '--private-key': ourPrivate })).toMatchObject({ code: 1, err: expect.stringContaining('both') as unknown });
    expect(await connect('gopay', { '--private-key': gatewayPublic, '--gateway-public-key': ourPrivate })).toMatchObject({ code: 1, err: expect.stringContaining('not a PEM private key') as unknown });
    expect(await connect('gopay', { '--allowed-ips': '1.2.3.4,nonsense' })).toMatchObject({ code: 1, err: expect.stringContaining('not an IP address: nonsense') as unknown });
    expect(await connect('nope')).toMatchObject({ code: 1, err: expect.stringContaining('no deposit channel nope') as unknown });
    expect(await admin(t.db.url, 'gateway:connect', 'gopay', 'stripe')).toMatchObject({ code: 2 });
    expect(await t.db.database.db.selectFrom('gateway_connection').selectAll().execute()).toEqual([]);
  }, 120_000);

  it('connects a channel with its keys sealed, never printed, audited; reconciles its day; disconnects it', async () => {
    const connected = await connect('gopay', { '--allowed-ips': '203.0.113.5,203.0.113.6', '--type': 'alipay' }, '--private-key', ourPrivate, '--gateway-public-key', gatewayPublic);
    expect(connected).toMatchObject({ code: 0, out: expect.stringContaining('gopay takes payments through EPay') as unknown });
    for (const text of [connected.out, connected.err]) {
      expect(text).not.toContain(KEY);
      expect(text).not.toContain('BEGIN');
    }
    const row = await t.db.database.db.selectFrom('gateway_connection').selectAll().where('channel', '=', 'gopay').executeTakeFirstOrThrow();
    expect(JSON.parse(row.settings_json)).toEqual({ api_url: 'https://pay.example.com/', pid: '1001', pay_type: 'alipay', allowed_ips: ['203.0.113.5', '203.0.113.6'] });
    expect(row.sealed_secrets).not.toContain(KEY);
    const [opened] = await readGatewayConnections(t.db.database.db, testSecrets());
    expect(opened).toMatchObject({ channel: 'gopay', key: KEY, pid: '1001' });
    expect(opened?.payoutKeys?.merchantPrivateKey.export({ type: 'pkcs8', format: 'pem' }).toString()).toBe(ours.privatePem);
    const audit = await t.db.database.db.selectFrom('audit_log').select('after_json').where('action', '=', 'gateway:connect').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(KEY);

    const day = beijingDay(Date.now());
    expect(await admin(t.db.url, 'gateways:reconcile', day)).toMatchObject({ code: 0, out: expect.stringContaining('gopay (GO PAY)\t0\t0 / 0.00\t0 / 0.00\tmatched') as unknown });
    // An order the gateway (an address that answers nothing) cannot be asked about is a difference: exit 1.
    const member = await registerMember(t.app);
    await t.db.database.db
      .insertInto('deposit_order')
      .values({ out_trade_no: 'D20261127000000000001', member_id: await memberId(t.db.database, member.name), pay_way: 5, channel: 'gopay', amount_fen: 10_000, state: REVIEW_STATE.pending, created_at: Date.now(), reviewed_at: null, reviewed_by: null, gateway: 'epay' })
      .execute();
    expect(await connect('gopay', { '--api-url': 'http://127.0.0.1:9/' })).toMatchObject({ code: 0 });
    const differs = await admin(t.db.url, 'gateways:reconcile', day, '--channel', 'gopay');
    expect(differs).toMatchObject({ code: 1, out: expect.stringContaining('D20261127000000000001') as unknown });
    expect(differs.out).toContain('无法查询');

    expect(await admin(t.db.url, 'gateway:disconnect', 'gopay')).toMatchObject({ code: 0, out: expect.stringContaining('reviewed by hand again') as unknown });
    expect(await t.db.database.db.selectFrom('gateway_connection').selectAll().execute()).toEqual([]);
    expect(await admin(t.db.url, 'gateway:disconnect', 'gopay')).toMatchObject({ code: 1, err: expect.stringContaining('not connected') as unknown });
  }, 120_000);
});
