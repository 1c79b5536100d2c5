import { deflateSync, crc32 } from 'node:zlib';
import { MSG } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot, settledScreenshot } from './support/browser';
import { putInTier } from './support/member-tier';
import { createOperator, signIn } from './support/operator';
import { phoneSession } from './support/phone-session';
import { openAs, registerPlayer, type Player } from './support/player';
import { pickOption } from './support/console-select';

/** A real PNG of one colour, `width`×`height`: what an operator would upload for a banner. */
function solidPng(width: number, height: number, [r, g, b]: readonly [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

async function inboxTitles(base: string, player: Player): Promise<string[]> {
  const response = await fetch(`${base}/api/noticeList`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${player.token}` }, body: '{}' });
  const body = (await response.json()) as { data: { data: { title: string }[] } };
  return body.data.data.map((message) => message.title);
}

describe('the console: images uploaded for the site, and inbox messages to a VIP tier', () => {
  const session = phoneSession();

  /** Waits for a message (antd's toast) or any text to show. */
  const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });

  it("uploads a banner's image through the form, and the players' home shows it", async () => {
    const editor = await createOperator(session.server, 'imager', 'content');
    const desk = await session.newConsolePage();
    await signIn(desk, session.server, editor);
    await desk.waitForURL(/\/admin\/banners$/);
    await desk.getByRole('button', { name: '新增横幅' }).click();
    const dialog = desk.getByRole('dialog', { name: '新增横幅' });
    const picker = dialog.locator('input[type=file]');

    // A text file named .png is refused by its content, before it is sent.
    await picker.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
    await shown(desk, ADMIN_MSG.adminImageType);
    expect(await dialog.getByLabel('图片地址').inputValue()).toBe('');

    await picker.setInputFiles({ name: 'spring.png', mimeType: 'image/png', buffer: solidPng(750, 300, [230, 57, 70]) });
    await expect.poll(() => dialog.getByLabel('图片地址').inputValue(), { timeout: 10_000 }).toMatch(/^\/uploads\/images\/[a-f0-9]{32}\.png$/);
    const src = await dialog.getByLabel('图片地址').inputValue();
    const preview = dialog.getByRole('img', { name: '横幅预览' });
    await preview.waitFor();
    await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(750);
    await settledScreenshot(desk, 'admin-uploads-01-banner-form');
    await dialog.getByLabel('跳转链接').fill('/discount');
    await dialog.getByRole('button', { name: '保存' }).click();
    await shown(desk, MSG.operationOk);
    await desk.getByRole('row').filter({ hasText: src }).waitFor();

    const player = await registerPlayer(session.server);
    const phone = await session.newPage();
    await openAs(phone, session.server, player, '/');
    // Players get the address absolute, on the origin they asked.
    const banner = phone.locator(`img.banner-image[src="${session.server.base}${src}"]`);
    await banner.waitFor({ state: 'attached', timeout: 10_000 });
    await expect.poll(() => banner.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 10_000 }).toBe(750);
    await banner.scrollIntoViewIfNeeded();
    await keepScreenshot(phone, 'admin-uploads-02-phone-home');
    await phone.close();
    await desk.close();
  });

  it("sends a message to a VIP tier: its member's inbox shows it, a member of another tier gets nothing", async () => {
    const gold = await registerPlayer(session.server);
    const plain = await registerPlayer(session.server);
    await putInTier(session.server, gold.name, 4);
    const support = await createOperator(session.server, 'tierdesk', 'support');
    const desk = await session.newConsolePage();
    await signIn(desk, session.server, support);
    await desk.getByRole('menuitem', { name: '站内信' }).click();
    await desk.waitForURL(/\/admin\/messages$/);

    await desk.getByRole('radio', { name: 'VIP等级' }).check();
    await desk.getByRole('button', { name: '发送' }).click();
    await shown(desk, ADMIN_MSG.adminMessageTierRequired);
    await desk.getByRole('combobox', { name: 'VIP等级' }).click();
    await pickOption(desk, 'VIP4（1人）');
    await desk.getByLabel('标题').fill('VIP4专属礼遇');
    await desk.getByLabel('内容').fill('尊敬的VIP4会员，本周存款加赠百分之十。');
    await settledScreenshot(desk, 'admin-uploads-03-tier-message');
    await desk.getByRole('button', { name: '发送' }).click();
    const confirm = desk.getByRole('dialog').filter({ hasText: '向VIP4的1位会员发送「VIP4专属礼遇」？' });
    await confirm.getByRole('button', { name: /确\s*定|OK/ }).click();
    await shown(desk, MSG.operationOk);
    await expect.poll(() => desk.getByLabel('标题').inputValue()).toBe('');

    const phone = await session.newPage();
    await openAs(phone, session.server, gold, '/message?type=0');
    const messages = phone.getByRole('region', { name: '消息中心' });
    await messages.getByText('VIP4专属礼遇').waitFor({ timeout: 10_000 });
    await messages.getByText('VIP4专属礼遇').click();
    await messages.getByText('尊敬的VIP4会员，本周存款加赠百分之十。').waitFor();
    await keepScreenshot(phone, 'admin-uploads-04-phone-inbox');
    expect(await inboxTitles(session.server.base, plain)).not.toContain('VIP4专属礼遇');
    expect(await inboxTitles(session.server.base, gold)).toContain('VIP4专属礼遇');
    await phone.close();
    await desk.close();
  });
});
