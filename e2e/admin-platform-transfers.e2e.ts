import { MSG } from '@casino/contract/messages';
import { describe, expect, it } from 'vitest';
import { inMoneyTransaction } from '../apps/server/src/platform/db/money-transaction';
import { memberBalances } from '../apps/server/src/ledger/balances';
import { Ledger } from '../apps/server/src/ledger/ledger';
import { openPlatformTransfer } from '../apps/server/src/modules/wallet/public';
import { consoleAs, createOperator } from './support/operator';
import { phoneSession } from './support/phone-session';
import { credit, registerPlayer } from './support/player';
import { onServerDatabase } from './support/server-database';
import { settled } from './support/settled';

describe('转账待确认: a transfer with a transfer-wallet platform that was never answered', () => {
  const session = phoneSession();

  it('finance finds it with its history and, after checking with the platform, returns the held money with 确认未入账', async () => {
    const player = await registerPlayer(session.server);
    await credit(session.server, player, 100);
    // 30 held two minutes ago on its way into AG's own wallet, its call lost (as when the server stopped mid-call).
    const { order, memberId } = await onServerDatabase(session.server, async (database) => {
      const member = await database.db.selectFrom('member').select('id').where('username', '=', player.name).executeTakeFirstOrThrow();
      const at = Date.now() - 120_000;
      const id = await inMoneyTransaction(database, (trx) =>
        openPlatformTransfer(trx, new Ledger(trx, at), { memberId: member.id, platform: 'ag', direction: 'in', amount: 30_00, opId: `e2e-ptr:${player.name}`, now: at }),
      );
      return { order: id, memberId: member.id };
    });
    const mainFen = () => onServerDatabase(session.server, async ({ db }) => (await memberBalances(db, memberId)).mainFen);
    expect(await mainFen()).toBe(70_00);

    const page = await consoleAs(session, await createOperator(session.server, 'ptrfin', 'finance'));
    await page.getByRole('menuitem', { name: '转账待确认' }).click();
    await page.getByRole('heading', { name: '转账待确认', level: 4 }).waitFor();
    const row = page.getByRole('row').filter({ hasText: order });
    await row.waitFor();
    expect(await row.textContent()).toContain('中心钱包 → ag');
    await row.getByRole('button', { name: /展开/ }).click();
    const history = page.getByRole('list', { name: `单号 ${order} 的记录` });
    await history.waitFor();
    expect(await history.textContent()).toContain('冻结金额');

    await row.getByRole('button', { name: '确认未入账' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('处理原因').fill('平台后台查无此单');
    await dialog.getByRole('button', { name: '确认未入账' }).click();
    await page.getByText(MSG.operationOk).first().waitFor();
    await page.getByText('暂无待确认的平台转账').waitFor();
    await settled(page);
    expect(await mainFen()).toBe(100_00);
    const audit = await onServerDatabase(session.server, ({ db }) => db.selectFrom('audit_log').select(['admin_name', 'after_json']).where('target', '=', `platform_transfer:${order}`).execute());
    expect(audit).toEqual([{ admin_name: 'ptrfin', after_json: JSON.stringify({ state: 'voided', reason: '平台后台查无此单' }) }]);
  });
});
