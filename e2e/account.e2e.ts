import { deflateSync, crc32 } from 'node:zlib';
import { MSG } from '@casino/contract/messages';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot, connectBrowser, phoneContext } from './support/browser';
import { openAs, registerPlayer, type Player } from './support/player';
import { startServer, type TestServer } from './support/server';

/** A real PNG, written here: 16×16, one colour (signature, IHDR, IDAT, IEND with their CRCs). */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const size = 16;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [0xe8, 0x5d, 0x2a]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

/** The first bytes of a JPEG (JFIF): what a player's camera photo starts with. */
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0xff, 0xd9]);

/** A call of the API as the player (to set up or check what the screens cannot show). */
async function api(server: TestServer, token: string, path: string, body: object = {}): Promise<{ status: number; code: number; message: string; data: unknown }> {
  const response = await fetch(`${server.base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; message: string; data: unknown };
  return { status: response.status, ...answer };
}

describe('the mine, account and setting screens on a phone', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServer();
    browser = await connectBrowser();
  });

  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  async function newPage(): Promise<Page> {
    const context = await phoneContext(browser);
    contexts.push(context);
    return context.newPage();
  }

  const toast = (page: Page, text: string) => page.locator('.adm-toast-main').getByText(text, { exact: true }).waitFor({ timeout: 10_000 });
  /** No toast left and the popups done animating: the screen as the player sees it once it is still. */
  const settle = async (page: Page) => {
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached', timeout: 5000 });
    await page.waitForTimeout(400);
  };
  const input = (page: Page, placeholder: string) => page.locator(`input[placeholder="${placeholder}"]`).locator('visible=true');

  it('mine → account: uploads a png avatar, refuses a jpg, saves the profile, changes the password and logs in with it', async () => {
    const player: Player = await registerPlayer(server);
    const page = await newPage();
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/uploadimg')) uploads.push(request.url());
    });

    await openAs(page, server, player, '/mine');
    await page.locator('.mine-username').getByText(player.name, { exact: true }).waitFor({ timeout: 10_000 });
    await expect.poll(() => page.getByTestId('mine-balance').textContent(), { timeout: 10_000 }).toBe('0.00');
    await keepScreenshot(page, 'account-01-mine-member');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.locator('.mine-entries').getByText('账户资料', { exact: true }).click();
    await page.waitForURL(/#\/account$/);
    await page.getByTestId('account-username').waitFor();
    expect(await page.locator('.adm-tab-bar').count()).toBe(0);

    // A png: sent, and shown at once from the server's address.
    await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng() });
    await toast(page, MSG.operationOk);
    const avatar = page.getByTestId('account-avatar').locator('img');
    await expect.poll(() => avatar.getAttribute('src'), { timeout: 10_000 }).toMatch(/\/uploads\/avatars\/[a-f0-9]{32}\.png$/);
    await expect.poll(() => avatar.evaluate((image) => (image as HTMLImageElement).naturalWidth), { timeout: 10_000 }).toBe(16);
    expect(uploads).toHaveLength(1);
    const stored = (await api(server, player.token, '/api/user')).data as { avatar: string };
    expect(await avatar.getAttribute('src')).toContain(stored.avatar);

    // A jpg: refused before anything is sent.
    await page.locator('input[type="file"]').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: JPEG });
    await toast(page, MSG.uploadType);
    await keepScreenshot(page, 'account-02-avatar-refused');
    expect(uploads).toHaveLength(1);

    // The profile: a wrong mobile is refused with its message, then mobile, email and a picked birthday are saved.
    await input(page, '请输入手机号').fill('12345');
    await page.getByRole('button', { name: '保存' }).click();
    await toast(page, MSG.mobileFormat);
    await input(page, '请输入手机号').fill('13800138000');
    await input(page, '请输入邮箱').fill('player@example.com');
    await page.locator('.birthday-field').click();
    await page.locator('.adm-picker-header-button').getByText('确定').click();
    await expect.poll(() => input(page, '请选择出生日期').inputValue()).toBe('1990-01-01');
    await settle(page);
    await keepScreenshot(page, 'account-03-profile');
    await page.getByRole('button', { name: '保存' }).click();
    await toast(page, MSG.operationOk);
    const saved = (await api(server, player.token, '/api/user')).data;
    expect(saved).toMatchObject({ mobile: '13800138000', email: 'player@example.com', birthday: '1990-01-01' });

    // The login password: changed, logged out, home.
    const newPassword = 'wxyz9876';
    await settle(page);
    await page.getByText('登录密码', { exact: true }).click();
    await page.getByText('修改登录密码').waitFor();
    await input(page, '请输入旧密码').fill(player.password);
    await input(page, '至少8位字母和数字组合').fill(newPassword);
    await input(page, '请再次输入新密码').fill(newPassword);
    await settle(page);
    await keepScreenshot(page, 'account-04-password-dialog');
    await page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
    await toast(page, MSG.passwordChanged);
    await page.waitForURL(/#\/$/, { timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect((await api(server, player.token, '/api/user')).status).toBe(401);

    // Log in with the new password through the login screen (CAPTCHA=off: any 4-character code).
    await page.goto(`${server.base}/#/login?type=0`);
    await input(page, '请输入账号').fill(player.name);
    await input(page, '请输入密码').fill(newPassword);
    await input(page, '请输入验证码').fill('Ab12');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL(/#\/$/, { timeout: 10_000 });
    await page.goto(`${server.base}/#/mine`);
    await page.locator('.mine-username').getByText(player.name, { exact: true }).waitFor({ timeout: 10_000 });
    await expect.poll(() => page.locator('.mine-card img').first().getAttribute('src')).toMatch(/\/uploads\/avatars\/[a-f0-9]{32}\.png$/);
    await keepScreenshot(page, 'account-05-logged-in-again');
  });

  it('/mine?show=1 changes the pay password; then only the new one unbinds a card', async () => {
    const player = await registerPlayer(server);
    const bound = await api(server, player.token, '/api/bindcard', {
      bank_owner: '测试玩家',
      bank: '中国银行',
      bank_address: '北京分行',
      bank_no: '6222020200112233',
      pay_pass: player.payPassword,
    });
    expect(bound.code).toBe(200);

    const page = await newPage();
    await openAs(page, server, player, '/mine?show=1');
    await page.getByText('修改取款密码').waitFor({ timeout: 10_000 });
    await input(page, '请输入旧取款密码').fill(player.payPassword);
    // Typed key by key: the letter is dropped.
    await input(page, '6位数字').pressSequentially('65a4321');
    expect(await input(page, '6位数字').inputValue()).toBe('654321');
    await input(page, '请再次输入新取款密码').fill('654321');
    await keepScreenshot(page, 'account-06-pay-password-dialog');
    await page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
    await toast(page, MSG.operationOkPlain);
    await page.waitForURL(/#\/mine$/);
    await expect.poll(() => page.getByText('修改取款密码').count()).toBe(0);

    await page.goto(`${server.base}/#/bankCard`);
    const unbind = page.getByRole('button', { name: /^解绑 / });
    await unbind.click();
    await input(page, '请输入6位数字支付密码').fill(player.payPassword);
    await page.getByText('确认解绑').click();
    await toast(page, MSG.payPasswordWrong);
    await input(page, '请输入6位数字支付密码').fill('654321');
    await page.getByText('确认解绑').click();
    await toast(page, MSG.unbound);
    await expect.poll(async () => ((await api(server, player.token, '/api/getcard', { type: 1 })).data as unknown[]).length).toBe(0);
    await keepScreenshot(page, 'account-07-unbound');
  });

  it('setting → logout from the mine entry', async () => {
    const player = await registerPlayer(server);
    const page = await newPage();
    await openAs(page, server, player, '/mine');
    await page.locator('.mine-username').getByText(player.name, { exact: true }).waitFor({ timeout: 10_000 });
    await page.locator('.mine-entries').getByText('设置', { exact: true }).click();
    await page.waitForURL(/#\/setting$/);
    await page.getByRole('button', { name: '登出' }).click();
    await page.getByText(MSG.logoutConfirm).waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/#\/$/, { timeout: 5000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect((await api(server, player.token, '/api/user')).status).toBe(401);
    await page.goto(`${server.base}/#/mine`);
    await page.locator('.mine-visitor').getByRole('link', { name: '登录' }).waitFor();
    await keepScreenshot(page, 'account-08-logged-out-mine');
  });

  it('shows a visitor login and register on /mine, and an entry that needs a member asks them to log in (去登录 to /login)', async () => {
    const page = await newPage();
    await page.goto(`${server.base}/#/mine`);
    await page.locator('.mine-visitor').getByRole('link', { name: '注册' }).waitFor({ timeout: 10_000 });
    expect(await page.getByText('代理申请').count()).toBe(0);
    await keepScreenshot(page, 'account-09-visitor-mine');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.locator('.mine-entries').getByText('交易记录', { exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: '去登录' }).click();
    await page.waitForURL(/#\/login\?type=0&redirect=%2FmeyList$/);
    await input(page, '请输入账号').waitFor();
  });
  it('fits /mine and /account in 320 px', async () => {
    const player = await registerPlayer(server);
    const context = await browser.newContext({ viewport: { width: 320, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' });
    contexts.push(context);
    const page = await context.newPage();
    await openAs(page, server, player, '/mine');
    await page.locator('.mine-username').getByText(player.name, { exact: true }).waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await keepScreenshot(page, 'account-10-mine-320');
    await page.goto(`${server.base}/#/account`);
    await page.getByTestId('account-username').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await keepScreenshot(page, 'account-11-account-320');
  });
});
