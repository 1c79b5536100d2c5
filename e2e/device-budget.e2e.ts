import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createOperator, signIn } from './support/operator';
import { phoneSession } from './support/phone-session';
import { registerPlayer } from './support/player';
import type { TestServer } from './support/server';

/**
 * Issue #41 item 12: every client of this journey shares one address (127.0.0.1), as a carrier NAT or an office
 * makes them. A stranger's wrong passwords for a name spend that name's budget at the address; the player's phone
 * and the operator's console, which signed in before, send their device id and keep a budget of their own.
 */
describe('a device that signed in before is not locked out by a stranger on its address (issue #41 item 12)', () => {
  const session = phoneSession();

  /** Wrong passwords from the address, with no device id, until the server answers 429 (at most 12). */
  async function strangerTries(server: TestServer, path: string, body: Record<string, string>): Promise<number[]> {
    const codes: number[] = [];
    while (codes.length < 12 && !codes.includes(429)) {
      const response = await fetch(`${server.base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      codes.push(((await response.json()) as { code: number }).code);
    }
    return codes;
  }

  const phoneInput = (page: Page, placeholder: string) => page.locator(`input[placeholder="${placeholder}"]`).locator('visible=true');
  async function logInOnPhone(phone: Page, name: string, password: string) {
    await phone.goto(`${session.server.base}/#/login?type=0`);
    await phoneInput(phone, '请输入账号').fill(name);
    await phoneInput(phone, '请输入密码').fill(password);
    // CAPTCHA=off: any 4 characters.
    await phoneInput(phone, '请输入验证码').fill('Ab12');
    await phone.getByRole('button', { name: '登录', exact: true }).click();
    await phone.waitForURL(/#\/$/, { timeout: 10_000 });
  }

  it("the player's phone logs in after a stranger's 5 wrong passwords from the same address", async () => {
    const { server } = session;
    const player = await registerPlayer(server);
    const phone = await session.newPage();
    await logInOnPhone(phone, player.name, player.password);
    // Signed out on the phone (its device id stays in its storage).
    await phone.evaluate(() => {
      localStorage.removeItem('token');
    });

    const codes = await strangerTries(server, '/api/login_pc', { name: player.name, password: 'wrong1234', code: 'Ab12' });
    expect(codes.slice(0, 5)).toEqual([203, 203, 203, 203, 203]);
    await logInOnPhone(phone, player.name, player.password);
  });

  it("the operator's console signs in after a stranger's 5 wrong passwords from the same address", async () => {
    const { server } = session;
    const operator = await createOperator(server, 'device-desk', 'finance');
    const desk = await session.newConsolePage();
    await signIn(desk, server, operator);
    const codes = await strangerTries(server, '/admin/api/login', { name: operator.name, password: 'wrong-password', code: '000000' });
    expect(codes.slice(0, 5)).toEqual([203, 203, 203, 203, 203]);

    // A new sign-in on the same console (its session token forgotten, its device id kept).
    await desk.evaluate(() => {
      sessionStorage.clear();
      for (const key of Object.keys(localStorage)) if (key !== 'device_id') localStorage.removeItem(key);
    });
    await signIn(desk, server, operator);
  });
});
