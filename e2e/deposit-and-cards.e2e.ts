import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot } from './support/browser';
import { phoneSession } from './support/phone-session';
import { openAs, registerPlayer } from './support/player';
import { ERC20_ADDRESSES, TRC20_ADDRESSES } from '../packages/contract/test/crypto-addresses';

describe('deposits and bound accounts on a phone', () => {
  const phone = phoneSession();
  const { newPage } = phone;

  /** Waits for a toast (or any text) to show. */
  const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });

  /** Confirms a bottom picker on its first option, or the option named. */
  async function pick(page: Page, label: string, option?: string) {
    await page.getByRole('button', { name: label, exact: true }).click();
    if (option) {
      const item = page.locator('.adm-picker-view-column-item').filter({ hasText: option });
      await item.tap();
      await expect.poll(() => item.getAttribute('data-selected')).toBe('true');
      // The wheel tells the picker after a debounce; confirming sooner keeps the old choice.
      await page.waitForTimeout(150);
    }
    await page.getByText('确定', { exact: true }).click();
    await page.locator('.adm-picker-popup').last().waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByRole('button', { name: label, exact: true }).getAttribute('class')).not.toContain('form-field-picker-empty');
  }

  it('deposits by bank transfer; once the operator approves it, home shows the balance', async () => {
    const player = await registerPlayer(phone.server);
    const page = await newPage();
    await openAs(page, phone.server, player, '/wallet?type=0');
    // Nothing bound yet: SPEC §2's notice, and the channels stay below it.
    await shown(page, '您还为绑定任何钱包卡片，请前往绑定！');
    await page.getByRole('button', { name: /银行卡转账/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(page, 'deposit-01-wallet');

    await page.getByRole('button', { name: /银行卡转账/ }).click();
    const sheet = page.getByRole('dialog', { name: '银行卡存款' });
    await sheet.getByText('6222 0000 0000 8888').waitFor();
    await sheet.getByPlaceholder('请输入存款金额').fill('200');
    await sheet.getByRole('button', { name: '提交存款' }).click();
    await shown(page, '请输入存款人姓名');
    await sheet.getByPlaceholder('请输入存款人姓名').fill('测试玩家');
    await pick(page, '银行', '中国建设银行');
    await expect.poll(() => sheet.getByRole('button', { name: '银行', exact: true }).textContent()).toContain('中国建设银行');
    await sheet.getByPlaceholder('请输入银行卡号').fill('6217000011112222333');
    await sheet.getByPlaceholder('请输入银行开户行地址').fill('北京市海淀支行');
    await keepScreenshot(page, 'deposit-02-bank-sheet');
    await sheet.getByRole('button', { name: '提交存款' }).click();
    await shown(page, '提交成功，等待后台审核');

    const order = (await phone.server.admin('deposits'))
      .split('\n')
      .map((line) => line.split('\t'))
      .find((columns) => columns[1] === player.name)?.[0];
    expect(order).toMatch(/^D\d+/);
    // The sheet now shows the order's number and the way to the deposit records (issue #33 item 6).
    await expect.poll(() => sheet.locator('.copy-row-value').textContent()).toBe(order);
    await keepScreenshot(page, 'deposit-02b-bank-submitted');
    await sheet.getByRole('button', { name: '查看记录' }).click();
    await page.waitForURL(/#\/fundingRecords\?type=1$/);
    await page.getByText(`单号 ${order ?? ''}`, { exact: false }).first().waitFor({ timeout: 10_000 });
    await keepScreenshot(page, 'deposit-02c-bank-records');
    await phone.server.admin('deposit:approve', order ?? '');
    await page.goto(`${phone.server.base}/#/`);
    await expect.poll(() => page.getByTestId('home-balance').textContent(), { timeout: 15_000 }).toBe('200.00');
    await keepScreenshot(page, 'deposit-03-home-credited');
    await page.close();
  });

  it('deposits through GO PAY at the gateway’s pay page; its notification credits the balance without an operator', async () => {
    const player = await registerPlayer(phone.server);
    const page = await newPage();
    await openAs(page, phone.server, player, '/wallet?type=0');
    await page.getByRole('button', { name: /GO PAY/ }).click();
    const sheet = page.getByRole('dialog', { name: 'GO PAY存款' });
    await sheet.getByPlaceholder('请输入存款金额').fill('150');
    await sheet.getByRole('button', { name: '立即存款' }).click();
    // The gateway's cashier (the EPay simulator inside the server, as npm start runs it), reached through its signed submit.php.
    await page.waitForURL(/\/gateway-sim\/pay\//, { timeout: 15_000 });
    await page.getByText('¥150.00').waitFor();
    await keepScreenshot(page, 'deposit-gateway-01-cashier');
    await page.getByRole('button', { name: '确认支付' }).click();
    // Back to the wallet through our return URL, which credits nothing: the notification did.
    await page.waitForURL(/#\/wallet/, { timeout: 15_000 });
    await page.goto(`${phone.server.base}/#/`);
    await expect.poll(() => page.getByTestId('home-balance').textContent(), { timeout: 15_000 }).toBe('150.00');
    await keepScreenshot(page, 'deposit-gateway-02-home-credited');
    await page.close();
  });

  it('deposits USDT at the member rate and shows the pay info with its QR code', async () => {
    const player = await registerPlayer(phone.server);
    const page = await newPage();
    await openAs(page, phone.server, player, '/wallet?type=0');
    await page.getByRole('button', { name: /USDT/ }).click();
    const sheet = page.getByRole('dialog', { name: 'USDT存款' });
    await sheet.getByText('ERC20', { exact: true }).click();
    await sheet.getByText('TRC20', { exact: true }).click();
    await sheet.getByPlaceholder('请输入存款金额').fill('720');
    // 720 ÷ 7.2, as it is typed.
    await expect.poll(() => sheet.getByTestId('usdt-amount').textContent()).toBe('100.00');
    await keepScreenshot(page, 'deposit-04-usdt-sheet');
    await sheet.getByRole('button', { name: '立即存款' }).click();
    await page.waitForURL(/#\/payInfo\?deposit_no=D\d+/);
    const qr = page.getByRole('img', { name: '收款二维码' });
    await qr.waitFor();
    await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await page.getByText('100.00', { exact: true }).waitFor();
    await page.getByText('USDT-TRC20', { exact: true }).waitFor();
    await page.getByRole('button', { name: '复制收款地址' }).click();
    await shown(page, '复制成功！');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await qr.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'deposit-05-pay-info');
    await page.close();
  });

  it('binds a bank card, a USDT address and an e-wallet; five of a kind is the limit; unbinds with the pay password', async () => {
    const player = await registerPlayer(phone.server);
    const page = await newPage();
    await openAs(page, phone.server, player, '/bankCard');
    const section = (name: string) => page.getByRole('region', { name, exact: true });
    await expect.poll(() => section('银行卡').getByTestId('card-count-1').textContent()).toBe('0/5');
    await keepScreenshot(page, 'cards-01-empty');

    await section('银行卡').getByRole('button', { name: /添加银行卡/ }).click();
    await page.waitForURL(/#\/addBankCard$/);
    expect(await page.locator('.adm-tab-bar').count()).toBe(0);
    await pick(page, '银行', '中国农业银行');
    await page.getByPlaceholder('请输入开户行地址').fill('深圳南山支行');
    await page.getByPlaceholder('请输入银行卡号').fill('6225880011112222');
    await page.getByPlaceholder('请输入6位数字支付密码').fill(player.payPassword);
    await keepScreenshot(page, 'cards-02-add-bank');
    await page.getByRole('button', { name: '确认绑定' }).click();
    await shown(page, '绑定成功');
    await page.waitForURL(/#\/bankCard$/);
    await expect.poll(() => section('银行卡').getByTestId('card-count-1').textContent()).toBe('1/5');
    await section('银行卡').getByText('**** **** **** 2222').waitFor();

    await section('USDT钱包').getByRole('button', { name: /添加USDT地址/ }).click();
    // An address that is not a TRC20 one (its checksum broken) is refused on the phone, with its message (issue #33).
    const [firstTrc20] = TRC20_ADDRESSES;
    await page.getByPlaceholder('请输入USDT地址').fill(`${firstTrc20.slice(0, -1)}${firstTrc20.endsWith('1') ? '2' : '1'}`);
    await pick(page, '钱包协议', 'TRC20');
    await page.getByPlaceholder('请输入6位数字支付密码').fill(player.payPassword);
    await page.getByRole('button', { name: '确认绑定' }).click();
    await shown(page, '请输入正确的TRC20地址');
    expect(page.url()).toMatch(/#\/addUsdtAds$/);
    await page.getByPlaceholder('请输入USDT地址').fill(firstTrc20);
    await page.getByRole('button', { name: '确认绑定' }).click();
    await page.waitForURL(/#\/bankCard$/);
    await expect.poll(() => section('USDT钱包').getByTestId('card-count-2').textContent()).toBe('1/5');

    await section('电子钱包').getByRole('button', { name: /添加钱包地址/ }).click();
    await page.getByPlaceholder('请输入钱包地址').fill(TRC20_ADDRESSES[1]);
    await page.getByRole('button', { name: '确认绑定' }).click();
    await shown(page, '请选择钱包协议');
    await pick(page, '钱包协议', 'GOPAY');
    await page.getByPlaceholder('请输入6位数字支付密码').fill(player.payPassword);
    await page.getByRole('button', { name: '确认绑定' }).click();
    await page.waitForURL(/#\/bankCard$/);
    await expect.poll(() => section('电子钱包').getByTestId('card-count-4').textContent()).toBe('1/5');
    await section('电子钱包').getByText('GOPAY 钱包').waitFor();

    // Four more USDT addresses: five of a kind, and the add tile is gone.
    for (let n = 2; n <= 5; n += 1) {
      await section('USDT钱包').getByRole('button', { name: /添加USDT地址/ }).click();
      await page.getByPlaceholder('请输入USDT地址').fill(n % 2 === 0 ? (ERC20_ADDRESSES[n] ?? '') : (TRC20_ADDRESSES[n] ?? ''));
      await pick(page, '钱包协议', n % 2 === 0 ? 'ERC20' : 'TRC20');
      await page.getByPlaceholder('请输入6位数字支付密码').fill(player.payPassword);
      await page.getByRole('button', { name: '确认绑定' }).click();
      await page.waitForURL(/#\/bankCard$/);
      await expect.poll(() => section('USDT钱包').getByTestId('card-count-2').textContent()).toBe(`${String(n)}/5`);
    }
    expect(await section('USDT钱包').getByRole('button', { name: /添加USDT地址/ }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(page, 'cards-03-five-usdt');

    // A sixth, forced through the add screen's address: the phone.server refuses it.
    await page.goto(`${phone.server.base}/#/addUsdtAds`);
    await page.getByPlaceholder('请输入USDT地址').fill(TRC20_ADDRESSES[6]);
    await pick(page, '钱包协议', 'TRC20');
    await page.getByPlaceholder('请输入6位数字支付密码').fill(player.payPassword);
    await page.getByRole('button', { name: '确认绑定' }).click();
    await shown(page, '每种账户最多绑定5个');
    expect(page.url()).toMatch(/#\/addUsdtAds$/);

    // Unbind one: a wrong-length pay password first, then the right one.
    await page.goto(`${phone.server.base}/#/bankCard`);
    await expect.poll(() => section('USDT钱包').getByTestId('card-count-2').textContent()).toBe('5/5');
    await section('USDT钱包').getByRole('button', { name: /解绑/ }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('请输入6位数字支付密码').fill('123');
    await dialog.getByText('确认解绑').click();
    await shown(page, '请输入6位数字支付密码');
    await keepScreenshot(page, 'cards-04-unbind-dialog');
    await dialog.getByPlaceholder('请输入6位数字支付密码').fill(player.payPassword);
    await dialog.getByText('确认解绑').click();
    await shown(page, '解绑成功');
    await expect.poll(() => section('USDT钱包').getByTestId('card-count-2').textContent()).toBe('4/5');
    await section('USDT钱包').getByRole('button', { name: /添加USDT地址/ }).waitFor();
    await keepScreenshot(page, 'cards-05-after-unbind');
    await page.close();
  });

  it("keeps the bank deposit's submit button in reach at 320×568, at the top of the form and at its end", async () => {
    const player = await registerPlayer(phone.server);
    const page = await newPage({ width: 320, height: 568 });
    await openAs(page, phone.server, player, '/wallet?type=0');
    await page.getByRole('button', { name: /银行卡转账/ }).click();
    const sheet = page.getByRole('dialog', { name: '银行卡存款' });
    await sheet.getByText('6222 0000 0000 8888').waitFor();
    const body = page.locator('.deposit-sheet');
    // The form is longer than the sheet: without the sticky bar the button would be below the fold.
    expect(await body.evaluate((element) => element.scrollHeight > element.clientHeight + 100)).toBe(true);
    const submit = sheet.getByRole('button', { name: '提交存款' });
    /** The button is on screen and nothing covers its middle. */
    const reachable = () =>
      submit.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return box.top >= 0 && box.bottom <= window.innerHeight && top !== null && button.contains(top);
      });
    // The sheet finishes opening (it slides up) before the button is measured.
    await expect.poll(reachable).toBe(true);
    await sheet.getByPlaceholder('请输入存款金额').fill('200');
    expect(await reachable()).toBe(true);
    await keepScreenshot(page, 'deposit-07-bank-sheet-320x568-top');
    await sheet.getByPlaceholder('请输入银行开户行地址').scrollIntoViewIfNeeded();
    await sheet.getByPlaceholder('请输入银行开户行地址').fill('北京市海淀支行');
    await expect.poll(reachable).toBe(true);
    // The last field is not hidden under the bar.
    const fieldVisible = await sheet.getByPlaceholder('请输入银行开户行地址').evaluate((input) => {
      const box = input.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && (input === top || input.contains(top) || top.contains(input));
    });
    expect(fieldVisible).toBe(true);
    await keepScreenshot(page, 'deposit-08-bank-sheet-320x568-end');
    await page.close();
  });

  it('fits a 320 px wide phone', async () => {
    const player = await registerPlayer(phone.server);
    const page = await newPage({ width: 320, height: 640 });
    const fits = async () => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    };
    await openAs(page, phone.server, player, '/wallet?type=0');
    await page.getByRole('button', { name: /银行卡转账/ }).click();
    await page.getByRole('dialog', { name: '银行卡存款' }).getByText('6222 0000 0000 8888').waitFor();
    await fits();
    await keepScreenshot(page, 'deposit-06-bank-sheet-320');
    for (const path of ['/bankCard', '/addBankCard', '/addUsdtAds', '/addAnToken']) {
      await page.goto(`${phone.server.base}/#${path}`);
      await page.getByRole('button', { name: /添加|确认绑定/ }).first().waitFor();
      await fits();
    }
    await keepScreenshot(page, 'cards-06-add-antoken-320');
    await page.close();
  });

  it('leaves the ledger clean: no wallet below zero, debits equal credits, counters match the transfers', async () => {
    expect(await phone.server.admin('ledger:check')).toContain('ledger ok');
  });
});
