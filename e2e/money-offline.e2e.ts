import { sendCall } from '@casino/contract/send-call';
import { MSG } from '@casino/contract/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phoneSession } from './support/phone-session';
import { credit, openAs, registerPlayer } from './support/player';

/** What the phone did with one call: the requests it tried and the answers it got. */
function watchCall(page: Page, path: string) {
  const seen = { tried: 0, answered: 0 };
  const isCall = (url: string) => new URL(url).pathname === path;
  page.on('request', (request) => {
    if (isCall(request.url())) seen.tried += 1;
  });
  page.on('response', (response) => {
    if (isCall(response.url())) seen.answered += 1;
  });
  return seen;
}

/** Longer than a submit paused offline takes to resume once online, be answered and redirect (1.5 s). */
const LATER_MS = 3000;

/** A money action reaches the server now or fails now: nothing is kept for later (issue #28, item 4). */
describe('money actions offline', () => {
  const phone = phoneSession();

  it('a withdrawal fails at once with the network message, stays on the page, and is not sent once back online', async () => {
    const player = await registerPlayer(phone.server);
    await credit(phone.server, player, 500);
    await sendCall(phone.server.base, 'bindcard', { bank_owner: '测试玩家', bank: '中国农业银行', bank_address: '深圳南山支行', bank_no: '6225880011112222', pay_pass: player.payPassword }, { token: player.token });
    const page = await phone.newPage();
    const withdraw = watchCall(page, '/api/withdraw');
    await openAs(page, phone.server, player, '/withdraw');
    await expect.poll(() => page.getByTestId('withdraw-balance').textContent(), { timeout: 10_000 }).toBe('500.00');
    await page.getByText('中国农业银行（尾号2222）').click();
    await page.getByPlaceholder('单笔最低100元').fill('150');
    await page.getByPlaceholder('请输入6位数字支付密码').fill(player.payPassword);

    await page.context().setOffline(true);
    const confirm = page.getByRole('button', { name: '确认取款' });
    await confirm.click();
    await page.getByText(MSG.networkError, { exact: true }).waitFor({ timeout: 5000 });
    // At once: one try, not a retry a second later; the button is free again.
    expect(withdraw.tried).toBe(1);
    expect(await confirm.isEnabled()).toBe(true);

    await page.context().setOffline(false);
    await page.waitForTimeout(LATER_MS);
    expect(page.url()).toMatch(/#\/withdraw$/);
    expect(withdraw).toEqual({ tried: 1, answered: 0 });
    expect(await phone.server.admin('withdrawals')).not.toContain(player.name);
    await expect.poll(() => page.getByTestId('withdraw-balance').textContent()).toBe('500.00');
    expect(await page.getByPlaceholder('单笔最低100元').inputValue()).toBe('150');
    await page.close();
  });

  it('一键领取 fails at once too and is not sent once back online', async () => {
    const player = await registerPlayer(phone.server);
    await credit(phone.server, player, 500);
    const page = await phone.newPage();
    const transall = watchCall(page, '/api/transall');
    await openAs(page, phone.server, player, '/transfer');
    await expect.poll(() => page.getByTestId('main-balance').textContent(), { timeout: 10_000 }).toBe('500.00');

    await page.context().setOffline(true);
    await page.getByRole('button', { name: '一键领取' }).click();
    await page.getByText(MSG.networkError, { exact: true }).waitFor({ timeout: 5000 });
    expect(transall.tried).toBe(1);

    await page.context().setOffline(false);
    await page.waitForTimeout(LATER_MS);
    expect(page.url()).toMatch(/#\/transfer$/);
    expect(transall).toEqual({ tried: 1, answered: 0 });
    await page.close();
  });
});
