import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { ADMIN_IDLE_MS } from '@casino/contract/admin-session';
import { MSG } from '@casino/contract/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot, settledScreenshot } from './support/browser';
import { createOperator, nextCode, signIn, type Operator } from './support/operator';
import { phoneSession } from './support/phone-session';
import { onServerDatabase } from './support/server-database';

describe("an operator's own security: password, recovery codes, and a session that idles out under an open form", () => {
  const session = phoneSession();

  const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });
  const openOwn = async (page: Page, entry: '修改密码' | '恢复码' | '退出登录') => {
    await page.getByTestId('operator').click();
    await page.getByRole('button', { name: entry }).click();
  };
  /** The sign-in screen as a person fills it, with the code given (the authenticator's or a recovery code). */
  const signInWith = async (page: Page, operator: Operator, code: string) => {
    await page.goto(`${session.server.base}/admin/login`);
    await page.getByLabel('账号').fill(operator.name);
    await page.getByLabel('密码').fill(operator.password);
    await page.getByLabel('动态验证码').fill(code);
    await page.getByRole('button', { name: '登录' }).click();
  };
  const signOut = async (page: Page) => {
    await openOwn(page, '退出登录');
    await page.waitForURL(/\/admin\/login$/);
  };

  it('changes their own password and signs in with it; saves recovery codes, signs in with one, which then is refused', { timeout: 120_000 }, async () => {
    const operator = await createOperator(session.server, 'warden', 'finance');
    const desk = await session.newConsolePage();
    await signIn(desk, session.server, operator);

    // A wrong current password: said so, and nothing changed.
    await openOwn(desk, '修改密码');
    const change = desk.getByRole('dialog', { name: '修改密码' });
    await change.getByLabel('当前密码', { exact: true }).fill('not-my-password');
    await change.getByLabel('新密码', { exact: true }).fill('warden-desk-2026');
    await change.getByLabel('确认新密码', { exact: true }).fill('warden-desk-2026');
    await change.getByRole('button', { name: '确认修改' }).click();
    await shown(desk, ADMIN_MSG.adminCurrentPasswordWrong);
    await change.waitFor();
    await change.getByLabel('当前密码', { exact: true }).fill(operator.password);
    await change.getByRole('button', { name: '确认修改' }).click();
    await shown(desk, MSG.operationOk);
    await change.waitFor({ state: 'hidden' });
    await signOut(desk);

    // The old password no longer opens the console (whatever the code); the new one does.
    await signInWith(desk, operator, '000000');
    await shown(desk, ADMIN_MSG.adminWrongCredentials);
    const renewed: Operator = { ...operator, password: 'warden-desk-2026' };
    await signIn(desk, session.server, renewed);

    // Ten recovery codes, on the current password, shown once.
    await openOwn(desk, '恢复码');
    const codesForm = desk.getByRole('dialog', { name: '恢复码' });
    await expect.poll(() => codesForm.getByTestId('recovery-codes-left').textContent()).toBe('10 个');
    await codesForm.getByLabel('当前密码', { exact: true }).fill(renewed.password);
    await codesForm.getByRole('button', { name: '生成新的恢复码' }).click();
    const issued = desk.getByRole('dialog', { name: '新的恢复码' });
    await issued.waitFor();
    const codes = await issued.getByTestId('recovery-codes').locator('li').allTextContents();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    await settledScreenshot(desk, 'admin-operator-security-01-recovery-codes');
    await issued.getByRole('button', { name: '我已保存' }).click();
    await issued.waitFor({ state: 'hidden' });
    await signOut(desk);

    // A recovery code in place of the authenticator's code, once.
    const [code = ''] = codes;
    await signInWith(desk, renewed, code);
    await desk.getByTestId('operator').waitFor();
    await openOwn(desk, '恢复码');
    await expect.poll(() => desk.getByRole('dialog', { name: '恢复码' }).getByTestId('recovery-codes-left').textContent()).toBe('9 个');
    await desk.keyboard.press('Escape');
    await desk.getByRole('dialog', { name: '恢复码' }).waitFor({ state: 'hidden' });
    await signOut(desk);
    await signInWith(desk, renewed, code);
    await shown(desk, ADMIN_MSG.adminWrongCredentials);
    expect(desk.url()).toMatch(/\/admin\/login$/);
    await desk.close();
  });

  it('keeps an open edit form when the session idles out on the server: its save asks for a sign-in again, then saves', { timeout: 120_000 }, async () => {
    const editor = await createOperator(session.server, 'idler', 'content');
    const desk = await session.newConsolePage();
    await signIn(desk, session.server, editor);
    await desk.getByRole('menuitem', { name: '游戏管理' }).click();
    await desk.waitForURL(/\/admin\/games$/);
    const agRow = desk.locator('.ant-table-row').filter({ hasText: 'AG视讯' });
    await agRow.getByRole('button', { name: '编辑' }).click();
    const form = desk.getByRole('dialog', { name: '编辑平台 ag' });
    await form.getByLabel('平台名称').fill('AG真人馆');

    // Half an hour without a call, as the server counts it.
    await onServerDatabase(session.server, async ({ db }) => {
      const { id } = await db.selectFrom('admin_user').select('id').where('name', '=', 'idler').executeTakeFirstOrThrow();
      await db.updateTable('admin_session').set({ last_seen_at: Date.now() - ADMIN_IDLE_MS - 60_000 }).where('admin_id', '=', id).execute();
    });
    await form.getByRole('button', { name: '保存' }).click();

    const again = desk.getByRole('dialog', { name: '重新登录' });
    await again.waitFor();
    expect(await again.getByLabel('账号').inputValue()).toBe('idler');
    expect(await again.getByLabel('账号').isDisabled()).toBe(true);
    // The page and the form are still there, with what was typed.
    expect(desk.url()).toMatch(/\/admin\/games$/);
    expect(await form.getByLabel('平台名称').inputValue()).toBe('AG真人馆');
    await keepScreenshot(desk, 'admin-operator-security-02-sign-in-again');
    await again.getByLabel('密码').fill(editor.password);
    await again.getByLabel('动态验证码').fill(nextCode(editor));
    await again.getByRole('button', { name: '登录并继续' }).click();

    await shown(desk, MSG.operationOk);
    await again.waitFor({ state: 'hidden' });
    await form.waitFor({ state: 'hidden' });
    await expect.poll(() => desk.locator('.ant-table-row').filter({ hasText: 'AG真人馆' }).count()).toBe(1);
    expect(desk.url()).toMatch(/\/admin\/games$/);
    await settledScreenshot(desk, 'admin-operator-security-03-saved');
    await desk.close();
  });
});
