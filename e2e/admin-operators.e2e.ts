import { sendCall } from '@casino/contract/send-call';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot, settledScreenshot } from './support/browser';
import { sortBy } from './support/console-table';
import { createOperator, menuLabels, nextCode, signIn, type Operator } from './support/operator';
import { phoneSession } from './support/phone-session';
import { pickOption } from './support/console-select';

describe('the owner manages operators and reads the audit log', () => {
  const session = phoneSession();

  const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });
  const menu = (page: Page) => menuLabels(page);
  const row = (page: Page, text: string) => page.locator('.ant-table-row').filter({ hasText: text });
  const cells = (page: Page, column: number) => page.locator(`.ant-table-row > td:nth-child(${String(column)})`).allTextContents();
  /** Picks an option of the antd Select open on screen. */
  const confirm = (page: Page) => page.getByRole('button', { name: '确定', exact: true }).click();

  it('creates a finance operator who signs in with what was shown once; disabling signs them out, enabling lets them back', { timeout: 120_000 }, async () => {
    const owner = await createOperator(session.server, 'chief', 'owner');
    const desk = await session.newConsolePage();
    await signIn(desk, session.server, owner);
    // The owner lands on 概览, first in the menu.
    await desk.waitForURL(/\/admin\/dashboard$/);
    expect(await menu(desk)).toEqual(['概览', '充值审核', '提现审核', '加款复核', '优惠申请', '代理申请', '会员列表', '站内信', '黑名单', '横幅管理', '公告管理', '优惠活动', '文章管理', '游戏管理', '站点设置', '支付设置', 'VIP等级', '平台接入', '账本核对', '报表', '转账待确认', '支付通知', '代付记录', '管理员', '操作日志', '回调日志']);
    await desk.getByRole('menuitem', { name: '管理员' }).click();
    await desk.waitForURL(/\/admin\/operators$/);

    // The only owner cannot stop being one: the server says why.
    await row(desk, 'chief').getByRole('combobox').click();
    await pickOption(desk, '财务');
    await confirm(desk);
    await shown(desk, ADMIN_MSG.adminLastOwner);

    await desk.getByRole('button', { name: '新建管理员' }).click();
    const form = desk.getByRole('dialog', { name: '新建管理员' });
    await form.getByLabel('账号').fill('t!');
    await form.getByRole('button', { name: '创建' }).click();
    await form.getByText(ADMIN_MSG.adminNameFormat).waitFor();
    await form.getByLabel('账号').fill('teller');
    await form.getByLabel('角色').click();
    await pickOption(desk, '财务');
    await form.getByRole('button', { name: '创建' }).click();

    const issued = desk.getByRole('dialog', { name: '管理员已创建' });
    await issued.waitFor();
    await issued.getByText('只显示这一次', { exact: false }).waitFor();
    expect(await issued.locator('canvas').count()).toBe(1);
    const teller: Operator = {
      name: 'teller',
      role: 'finance',
      password: (await issued.getByTestId('issued-password').textContent()) ?? '',
      secret: (await issued.getByTestId('issued-secret').textContent()) ?? '',
    };
    expect(teller.password).not.toBe('');
    expect(teller.secret).toMatch(/^[A-Z2-7]{16,}$/);
    await settledScreenshot(desk, 'admin-operators-01-created');
    await issued.getByRole('button', { name: '我已保存' }).click();
    await issued.waitFor({ state: 'hidden' });
    const tellerRow = row(desk, 'teller');
    await expect.poll(() => tellerRow.textContent()).toContain('财务');
    expect(await tellerRow.textContent()).toContain('已绑定');
    expect(await tellerRow.textContent()).toContain('正常');

    // The new operator signs in with the password and the authenticator the modal showed, and gets finance's menu only.
    const till = await session.newConsolePage();
    await signIn(till, session.server, teller);
    await expect.poll(() => till.getByTestId('operator').textContent()).toBe('teller（财务）');
    expect(await menu(till)).toEqual(['概览', '充值审核', '提现审核', '加款复核', '优惠申请', '会员列表', '黑名单', '支付设置', 'VIP等级', '账本核对', '报表', '转账待确认', '支付通知', '代付记录', '回调日志']);
    // Neither owner screen shows to them by its address: the console says so before asking the server anything.
    await till.goto(`${session.server.base}/admin/audit-log`);
    await shown(till, '无权使用「操作日志」');
    await shown(till, ADMIN_MSG.adminForbidden);
    expect(await till.locator('.ant-table').count()).toBe(0);
    await keepScreenshot(till, 'admin-operators-02-finance-forbidden');
    await till.goto(`${session.server.base}/admin/operators`);
    await shown(till, ADMIN_MSG.adminForbidden);
    expect(await till.getByRole('button', { name: '新建管理员' }).count()).toBe(0);

    await tellerRow.getByRole('button', { name: '停用' }).click();
    await confirm(desk);
    await expect.poll(() => tellerRow.textContent()).toContain('已停用');
    // Their session ended: the next call sends them to sign-in, and signing in again is refused.
    await till.reload();
    await till.waitForURL(/\/admin\/login$/);
    await till.getByLabel('账号').fill(teller.name);
    await till.getByLabel('密码').fill(teller.password);
    await till.getByLabel('动态验证码').fill(nextCode(teller));
    await till.getByRole('button', { name: '登录' }).click();
    await shown(till, ADMIN_MSG.adminDisabled);

    await tellerRow.getByRole('button', { name: '启用' }).click();
    await confirm(desk);
    await expect.poll(() => tellerRow.textContent()).toContain('正常');
    await settledScreenshot(desk, 'admin-operators-03-list');
    await till.close();
    await desk.close();
  });

  it('pages the operators, changes a role, finds it in the audit log by operator and action kept in the URL, and issues a new authenticator', { timeout: 120_000 }, async () => {
    const owner = await createOperator(session.server, 'keeper', 'owner');
    const desk = await session.newConsolePage();
    await signIn(desk, session.server, owner);
    const token = await desk.evaluate(() => localStorage.getItem('casino_admin_token'));
    // 22 accounts through the API: more than a page of operators, and of this owner's log entries.
    const passwords = new Map<string, string>();
    for (let i = 1; i <= 22; i += 1) {
      const { data } = await sendCall(session.server.base, 'adminCreateOperator', { name: `clerk${String(i).padStart(2, '0')}`, role: 'support' }, { token });
      passwords.set(data.name, data.password);
    }

    await desk.goto(`${session.server.base}/admin/operators`);
    await row(desk, 'clerk19').waitFor();
    await desk.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
    await expect.poll(() => cells(desk, 1)).toEqual(['clerk20', 'clerk21', 'clerk22', 'keeper', 'teller']);
    await desk.waitForURL(/\/admin\/operators\?page=2$/);
    // Sorted by a column, on the server: newest made first, kept by a reload, then by name backwards.
    await sortBy(desk, '创建时间', 'ascending');
    await desk.waitForURL(/\/admin\/operators\?sort=created&order=asc$/);
    await sortBy(desk, '创建时间', 'descending');
    await desk.waitForURL(/\?sort=created&order=desc$/);
    await expect.poll(async () => (await cells(desk, 1)).slice(0, 3)).toEqual(['clerk22', 'clerk21', 'clerk20']);
    await desk.reload();
    await expect.poll(async () => (await cells(desk, 1)).slice(0, 3)).toEqual(['clerk22', 'clerk21', 'clerk20']);
    await sortBy(desk, '账号', 'ascending');
    await desk.waitForURL(/\?sort=name&order=asc$/);
    await sortBy(desk, '账号', 'descending');
    await desk.waitForURL(/\?sort=name&order=desc$/);
    await expect.poll(async () => (await cells(desk, 1)).slice(0, 3)).toEqual(['teller', 'keeper', 'clerk22']);
    await desk.goto(`${session.server.base}/admin/operators`);
    const clerk = row(desk, 'clerk01');
    await clerk.waitFor();
    await clerk.getByRole('combobox').click();
    await pickOption(desk, '内容运营');
    await desk.getByRole('dialog', { name: '将 clerk01 的角色改为「内容运营」？' }).waitFor();
    await confirm(desk);
    await expect.poll(() => clerk.locator('.ant-tag').first().textContent()).toBe('内容运营');

    await desk.getByRole('menuitem', { name: '操作日志' }).click();
    await desk.waitForURL(/\/admin\/audit-log$/);
    await expect.poll(() => desk.locator('.ant-table-row').count()).toBe(20);

    await desk.getByRole('searchbox', { name: '操作人' }).fill('keeper');
    await desk.getByRole('searchbox', { name: '操作人' }).press('Enter');
    await desk.waitForURL(/\/admin\/audit-log\?admin=keeper$/);
    // Its sign-in, the 22 accounts and the role change.
    await shown(desk, '共 24 条');
    await expect.poll(async () => new Set(await cells(desk, 3))).toEqual(new Set(['keeper']));
    await desk.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
    await desk.waitForURL(/\?page=2&admin=keeper$/);
    // Newest first: the second page holds the first three accounts made and the sign-in before them.
    await expect.poll(() => cells(desk, 5)).toEqual(['admin:clerk03', 'admin:clerk02', 'admin:clerk01', 'admin:keeper']);
    await desk.reload();
    await expect.poll(() => cells(desk, 5)).toEqual(['admin:clerk03', 'admin:clerk02', 'admin:clerk01', 'admin:keeper']);
    expect((await cells(desk, 4)).at(-1)).toBe('登录');
    expect(await desk.getByRole('searchbox', { name: '操作人' }).inputValue()).toBe('keeper');

    await desk.getByLabel('操作类型').click();
    await desk.keyboard.type('角色');
    await pickOption(desk, '修改管理员角色');
    await desk.waitForURL(/\?admin=keeper&action=adminSetOperatorRole$/);
    await expect.poll(() => cells(desk, 5)).toEqual(['admin:clerk01']);
    await desk.reload();
    await expect.poll(() => cells(desk, 5)).toEqual(['admin:clerk01']);
    expect(await cells(desk, 4)).toEqual(['修改管理员角色']);
    await row(desk, 'admin:clerk01').getByRole('button', { name: '展开行' }).click();
    const detail = desk.locator('.ant-table-expanded-row');
    await detail.waitFor();
    expect(await detail.locator('td.ant-descriptions-item-content').allTextContents()).toEqual([
      JSON.stringify({ role: 'support' }, null, 2),
      JSON.stringify({ role: 'content' }, null, 2),
    ]);
    await settledScreenshot(desk, 'admin-operators-04-audit-log');

    // A shared link: the other owner's disabling and enabling of teller.
    await desk.goto(`${session.server.base}/admin/audit-log?admin=chief&action=adminDisableOperator`);
    await expect.poll(() => cells(desk, 5)).toEqual(['admin:teller']);
    expect(await desk.getByRole('searchbox', { name: '操作人' }).inputValue()).toBe('chief');
    await desk.goto(`${session.server.base}/admin/audit-log?admin=chief&action=adminEnableOperator`);
    await expect.poll(() => cells(desk, 5)).toEqual(['admin:teller']);
    // Oldest first: keeper's sign-in, then the accounts in the order they were made.
    await desk.goto(`${session.server.base}/admin/audit-log?admin=keeper`);
    await shown(desk, '共 24 条');
    await sortBy(desk, '时间', 'ascending');
    await desk.waitForURL(/\?admin=keeper&sort=time&order=asc$/);
    await expect.poll(async () => (await cells(desk, 5)).slice(0, 3)).toEqual(['admin:keeper', 'admin:clerk01', 'admin:clerk02']);
    await desk.reload();
    await expect.poll(async () => (await cells(desk, 5)).slice(0, 3)).toEqual(['admin:keeper', 'admin:clerk01', 'admin:clerk02']);
    await sortBy(desk, '操作', 'ascending');
    await desk.waitForURL(/\?admin=keeper&sort=action&order=asc$/);
    await expect.poll(() => cells(desk, 4)).toEqual([...Array<string>(20).fill('新建管理员')]);
    // Days with nothing done.
    await desk.goto(`${session.server.base}/admin/audit-log?from=2020-01-01&to=2020-01-31`);
    await shown(desk, '暂无操作记录');

    // A lost phone: a new authenticator secret, shown once, is the one that signs clerk02 in.
    await desk.getByRole('menuitem', { name: '管理员' }).click();
    await row(desk, 'clerk02').getByRole('button', { name: '重置动态验证码' }).click();
    await confirm(desk);
    const issued = desk.getByRole('dialog', { name: '动态验证码已重置' });
    await issued.waitFor();
    expect(await issued.locator('canvas').count()).toBe(1);
    expect(await issued.getByTestId('issued-password').count()).toBe(0);
    const clerk02: Operator = { name: 'clerk02', role: 'support', password: passwords.get('clerk02') ?? '', secret: (await issued.getByTestId('issued-secret').textContent()) ?? '' };
    await issued.getByRole('button', { name: '我已保存' }).click();
    const counter = await session.newConsolePage();
    await signIn(counter, session.server, clerk02);
    await expect.poll(() => counter.getByTestId('operator').textContent()).toBe('clerk02（客服）');
    await counter.close();
    await desk.close();
  });
});
