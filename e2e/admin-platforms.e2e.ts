import { createHash, generateKeyPairSync, randomUUID } from 'node:crypto';
import { MSG } from '@casino/contract/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signBody } from '../apps/server/src/integrations/platforms/hub88/signature';
import { keepScreenshot } from './support/browser';
import { consoleAs, createOperator } from './support/operator';
import { phoneSession } from './support/phone-session';
import type { TestServer } from './support/server';

function rsaKeyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicDer = publicKey.export({ type: 'spki', format: 'der' });
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    fingerprint: `SHA256:${createHash('sha256').update(publicDer).digest('base64').replace(/=+$/, '')}`,
  };
}

/** A wallet callback as Hub88 sends one: the JSON bytes signed with `key`; answers its RS_* status. */
async function hub88Callback(server: TestServer, path: string, body: Record<string, unknown>, key: string): Promise<string> {
  const bytes = JSON.stringify(body);
  const response = await fetch(`${server.base}/wallet/hub88${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Hub88-Signature': signBody(bytes, key) }, body: bytes });
  return ((await response.json()) as { status: string }).status;
}

describe('the operator console: game platforms connected to Hub88, and the callback log', () => {
  const session = phoneSession();

  /** Waits for a message (antd's toast) or any text to show. */
  const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });

  it('the owner connects AG视讯 with keys made here, sees it connected with their fingerprints, finds a signed callback in 回调日志, and disconnects it', async () => {
    const { server } = session;
    const hub88 = rsaKeyPair();
    const ours = rsaKeyPair();
    const owner = await createOperator(server, 'platform-boss', 'owner');
    const desk = await consoleAs(session, owner);

    await desk.getByRole('menuitem', { name: '平台接入' }).click();
    await desk.getByRole('heading', { name: '平台接入', level: 4 }).waitFor();
    const ag = desk.getByRole('row').filter({ hasText: 'AG视讯' });
    await ag.getByText('演示', { exact: true }).waitFor();
    await ag.getByRole('button', { name: '接入', exact: true }).click();
    const dialog = desk.getByRole('dialog', { name: '接入 AG视讯' });
    expect(await dialog.getByRole('radio', { name: 'Hub88 无缝钱包' }).isChecked()).toBe(true);
    await dialog.getByLabel('API地址').fill('https://api.hub88.example');
    await dialog.getByLabel('运营商ID').fill('4242');
    // The addresses Hub88 calls from (issue #41): this machine's, so its signed calls below are taken.
    await dialog.getByLabel('回调白名单').fill('127.0.0.0/8, ::1');
    // Hub88's key pasted, ours read from a file.
    await dialog.getByLabel('Hub88公钥').fill(hub88.publicPem);
    await dialog.locator('input[type=file]').nth(1).setInputFiles({ name: 'ours.pem', mimeType: 'application/x-pem-file', buffer: Buffer.from(ours.privatePem) });
    await expect.poll(() => dialog.getByLabel('我方私钥').inputValue()).toBe(ours.privatePem);
    await keepScreenshot(desk, 'admin-platforms-01-connect');
    await dialog.getByRole('button', { name: '接入', exact: true }).click();
    await shown(desk, MSG.operationOk);
    await dialog.waitFor({ state: 'hidden' });

    await ag.getByText('Hub88 无缝钱包').waitFor();
    const connected = await ag.textContent();
    for (const text of ['https://api.hub88.example', '4242', '回调白名单：127.0.0.0/8, ::1', 'admin:platform-boss', hub88.fingerprint, ours.fingerprint]) expect(connected).toContain(text);
    expect(await desk.content()).not.toContain('PRIVATE KEY');
    await keepScreenshot(desk, 'admin-platforms-02-connected');

    // Hub88 calls the wallet signed with its key (a running server sees a new connection within 10 seconds); a forged call follows.
    await expect
      .poll(() => hub88Callback(server, '/user/info', { user: '9999999', request_uuid: randomUUID() }, hub88.privatePem), { timeout: 15_000, interval: 1_000 })
      .not.toBe('RS_ERROR_INVALID_SIGNATURE');
    const round = `round-${randomUUID()}`;
    const transaction = randomUUID();
    expect(await hub88Callback(server, '/transaction/rollback', { user: '9999999', request_uuid: randomUUID(), transaction_uuid: transaction, reference_transaction_uuid: randomUUID(), round }, hub88.privatePem)).not.toBe(
      'RS_ERROR_INVALID_SIGNATURE',
    );
    expect(await hub88Callback(server, '/transaction/rollback', { user: '9999999', request_uuid: randomUUID(), transaction_uuid: randomUUID(), reference_transaction_uuid: randomUUID(), round }, ours.privatePem)).toBe(
      'RS_ERROR_INVALID_SIGNATURE',
    );

    await desk.getByRole('menuitem', { name: '回调日志' }).click();
    await desk.getByRole('heading', { name: '回调日志', level: 4 }).waitFor();
    await desk.getByRole('searchbox', { name: '交易或局号' }).fill(transaction);
    await desk.getByRole('searchbox', { name: '交易或局号' }).press('Enter');
    await desk.waitForURL(new RegExp(`ref=${transaction}`));
    const rows = desk.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    const signed = rows.first();
    expect(await signed.textContent()).toContain('ag');
    expect(await signed.textContent()).toContain('/transaction/rollback');
    expect(await signed.textContent()).toContain('有效');
    await signed.click();
    await desk.getByText(`"transaction_uuid": "${transaction}"`).waitFor();
    await keepScreenshot(desk, 'admin-platforms-03-callback');

    // The round finds both; errors only, the forged one alone.
    await desk.getByRole('searchbox', { name: '交易或局号' }).fill(round);
    await desk.getByRole('searchbox', { name: '交易或局号' }).press('Enter');
    await desk.waitForURL(new RegExp(`ref=${round}`));
    // A click, not check(): the box shows the address's filter, which is written just after the click.
    await desk.getByRole('checkbox', { name: '只看错误' }).click();
    await desk.waitForURL(/errors=1/);
    // The address changes before the list re-renders: wait for the filtered rows, not for the address.
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining('RS_ERROR_INVALID_SIGNATURE')]);
    expect(await rows.first().textContent()).toContain('无效');

    // 断开: AG视讯 plays through the demo again.
    await desk.getByRole('menuitem', { name: '平台接入' }).click();
    await ag.getByRole('button', { name: '断开' }).click();
    await desk.getByRole('button', { name: '确 定' }).or(desk.getByRole('button', { name: '确定' })).first().click();
    await shown(desk, MSG.operationOk);
    await ag.getByText('演示', { exact: true }).waitFor();
    expect(await ag.textContent()).not.toContain(hub88.fingerprint);
  });
});
