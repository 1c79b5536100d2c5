import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { describe, expect, it } from 'vitest';
import { PlatformTransfersPage } from '../src/features/platform-transfers/platform-transfers-page';
import { fakeAdminApi, pageOf } from './support/fake-admin-api';
import { tableRow } from './support/table-row';
import { renderConsole } from './support/render-console';

const FINANCE = { adminMe: { data: { name: 'till', role: 'finance', maintenance: null } } } as const;

const TRANSFER = {
  id: '6f1c2a4e-0000-4000-8000-000000000001',
  username: 'alice',
  platform: 'ag',
  direction: 'in',
  amount: 300,
  state: 'unknown',
  attempts: 3,
  next_attempt_at: '2026-11-27 10:05:00',
  last_error: 'HTTP 500',
  created_at: '2026-11-27 10:00:00',
  history: [
    { at: '2026-11-27 10:00:00', event: 'held', detail: 'main → ag' },
    { at: '2026-11-27 10:00:05', event: 'unknown', detail: 'HTTP 500' },
  ],
};

const row = () => tableRow(/alice/);
const dialog = async () => within(await screen.findByRole('dialog'));

describe('转账待确认', () => {
  it('lists the unresolved transfers with their state, and a row’s history when expanded', async () => {
    const api = fakeAdminApi({ ...FINANCE, adminPlatformTransfers: { data: pageOf([TRANSFER]) } });
    const user = userEvent.setup({ delay: null });
    renderConsole(<PlatformTransfersPage />, '/platform-transfers');
    await screen.findByText(TRANSFER.id);
    expect(api.sentTo('adminPlatformTransfers')[0]).toMatchObject({ page: '1', per_page: '20' });
    expect(row().getByText('中心钱包 → ag')).toBeInTheDocument();
    expect(row().getByText('结果未知，自动查询中')).toBeInTheDocument();
    await user.click(row().getByRole('button', { name: /展开/ }));
    const history = within(await screen.findByRole('list', { name: `单号 ${TRANSFER.id} 的记录` }));
    expect(history.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['2026-11-27 10:00:00 冻结金额（main → ag）', '2026-11-27 10:00:05 结果未知（HTTP 500）']);
  });

  it('confirms a transfer as applied only with a reason, and sends the order, the outcome and the reason', async () => {
    const api = fakeAdminApi({ ...FINANCE, adminPlatformTransfers: { data: pageOf([TRANSFER]) }, adminResolvePlatformTransfer: { data: [] } });
    const user = userEvent.setup({ delay: null });
    renderConsole(<PlatformTransfersPage />, '/platform-transfers');
    await screen.findByText(TRANSFER.id);
    await user.click(row().getByRole('button', { name: '确认已入账' }));
    let form = await dialog();
    expect(form.getByText('确认已入账：alice 中心钱包 → ag 300.00 元')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: '确认已入账' }));
    expect(await screen.findByText(ADMIN_MSG.adminPlatformTransferReason)).toBeInTheDocument();
    expect(api.sentTo('adminResolvePlatformTransfer')).toEqual([]);
    form = await dialog();
    await user.type(form.getByLabelText('处理原因'), '平台后台已到账');
    await user.click(form.getByRole('button', { name: '确认已入账' }));
    await waitFor(() => expect(api.sentTo('adminResolvePlatformTransfer')).toEqual([{ id: TRANSFER.id, outcome: 'posted', reason: '平台后台已到账' }]));
  });

  it('shows the server’s refusal of a transfer already resolved', async () => {
    const api = fakeAdminApi({ ...FINANCE, adminPlatformTransfers: { data: pageOf([TRANSFER]) }, adminResolvePlatformTransfer: { refusal: ADMIN_MSG.adminPlatformTransferResolved, code: 409 } });
    const user = userEvent.setup({ delay: null });
    renderConsole(<PlatformTransfersPage />, '/platform-transfers');
    await screen.findByText(TRANSFER.id);
    await user.click(row().getByRole('button', { name: '确认未入账' }));
    const form = await dialog();
    await user.type(form.getByLabelText('处理原因'), '平台无此单');
    await user.click(form.getByRole('button', { name: '确认未入账' }));
    expect(await screen.findByText(ADMIN_MSG.adminPlatformTransferResolved)).toBeInTheDocument();
    expect(api.sentTo('adminResolvePlatformTransfer')).toEqual([{ id: TRANSFER.id, outcome: 'voided', reason: '平台无此单' }]);
  });
});
