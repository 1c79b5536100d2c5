import { spawn } from 'node:child_process';
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { epayMd5Verify, epayRsaSign, epayRsaVerify } from '../src/integrations/payments/epay/sign';
import { epaySimRoutes, EpaySimState } from '../../sandbox/src/gateway-sim/epay-sim';
import { loadOrCreateEpaySimKeys } from '../../sandbox/src/gateway-sim/keys';
import { KEY, PID, postForm, signed } from './gateway-sim-support';

const ROOT = resolve(import.meta.dirname, '../../..');

describe('the EPay gateway simulator inside another server, and as npm run gateway-sim', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gateway-sim-'));
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves under a prefix of a server with its own form parser and page policy, the merchant’s notify on the same server', async () => {
    const host = Fastify({ logger: false });
    await host.register(formbody);
    host.addHook('onRequest', async (_request, reply) => {
      reply.header('content-security-policy', "default-src 'self'; form-action 'self'");
    });
    const received: Record<string, string>[] = [];
    host.get('/notify/epay', (request) => {
      received.push(request.query as Record<string, string>);
      return 'success';
    });
    host.post('/api/echo', (request) => request.body);
    const state = new EpaySimState();
    await host.register(
      (scope, _options, done) => {
        epaySimRoutes(scope, { merchants: [{ pid: PID, key: KEY }], state });
        done();
      },
      { prefix: '/gateway-sim' },
    );
    const url = await host.listen({ port: 0, host: '127.0.0.1' });
    try {
      const fields = { pid: PID, out_trade_no: `M${String(Date.now())}`, notify_url: `${url}/notify/epay`, return_url: `${url}/deposit/done`, name: '充值', money: '50.00' };
      const toPage = await fetch(`${url}/gateway-sim/submit.php?${new URLSearchParams(signed(fields)).toString()}`, { redirect: 'manual' });
      const payUrl = toPage.headers.get('location') ?? '';
      expect(payUrl).toMatch(new RegExp(`^${url}/gateway-sim/pay/\\d{19}$`));
      const page = await fetch(payUrl);
      expect(page.headers.get('content-security-policy')).toContain('form-action');
      expect(page.headers.get('content-security-policy')).toContain('http:');
      const done = await postForm(`${payUrl}/confirm`, { type: 'wxpay' }, { redirect: 'manual' });
      expect(done.status).toBe(303);
      expect(received).toHaveLength(1);
      expect(epayMd5Verify(received[0] ?? {}, KEY)).toBe(true);
      expect(received[0]).toMatchObject({ money: '50', type: 'wxpay', out_trade_no: fields.out_trade_no });
      expect(state.notifications.map((one) => one.ok)).toEqual([true]);
      // The host's own routes keep their parser.
      expect(await (await postForm(`${url}/api/echo`, { a: '1' })).json()).toEqual({ a: '1' });
    } finally {
      await host.close();
    }
  });

  it('keeps the keys it made at its first start, and the MD5 key it was given', () => {
    const first = loadOrCreateEpaySimKeys(dataDir);
    expect(first.md5Key).toMatch(/^[A-Za-z0-9]{32}$/);
    const again = loadOrCreateEpaySimKeys(dataDir);
    expect(again.md5Key).toBe(first.md5Key);
    expect(again.platformPrivateKey.export({ type: 'pkcs8', format: 'pem' })).toEqual(first.platformPrivateKey.export({ type: 'pkcs8', format: 'pem' }));
    const given = loadOrCreateEpaySimKeys(dataDir, KEY);
    expect(readFileSync(given.md5KeyFile, 'utf8').trim()).toBe(KEY);
    expect(given.merchantPublicKey.export({ type: 'spki', format: 'pem' })).toEqual(first.merchantPublicKey.export({ type: 'spki', format: 'pem' }));
  });

  it('npm run gateway-sim prints a gateway:connect command whose files work against it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/sandbox/src/gateway-sim/main.ts', '--port', '0', '--pid', '2002', '--data-dir', dataDir, '--channel', '5'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
      });
      const deadline = Date.now() + 20_000;
      while (!output.includes('--gateway-public-key') && Date.now() < deadline) await new Promise((done) => setTimeout(done, 50));
      const command = /npm run admin -- gateway:connect 5 epay --api-url (\S+) --pid 2002 --key-file (\S+) --private-key (\S+) --gateway-public-key (\S+)/.exec(output);
      expect(command).not.toBeNull();
      const [, apiUrl = '', keyFile = '', privateKeyFile = '', publicKeyFile = ''] = command ?? [];
      expect(apiUrl.endsWith('/')).toBe(true);
      const key = readFileSync(keyFile, 'utf8').trim();
      const fields = { pid: '2002', type: 'alipay', out_trade_no: 'CLI1', notify_url: 'http://127.0.0.1:9/n', name: 'x', money: '1.00', clientip: '127.0.0.1' };
      const created = (await (await postForm(`${apiUrl}mapi.php`, signed(fields, key))).json()) as { code: number };
      expect(created.code).toBe(1);
      const params = { pid: '2002', timestamp: String(Math.floor(Date.now() / 1000)) };
      const merchantKey = createPrivateKey(readFileSync(privateKeyFile, 'utf8'));
      const balance = (await (await postForm(`${apiUrl}api/transfer/balance`, { ...params, sign: epayRsaSign(params, merchantKey), sign_type: 'RSA' })).json()) as Record<string, string | number>;
      expect(balance.code).toBe(0);
      const text = Object.fromEntries(Object.entries(balance).map(([name, value]) => [name, String(value)]));
      expect(epayRsaVerify(text, createPublicKey(readFileSync(publicKeyFile, 'utf8')))).toBe(true);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
