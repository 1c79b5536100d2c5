import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DepositsPage } from '../src/features/deposits/deposits-page';
import { WithdrawalsPage } from '../src/features/withdrawals/withdrawals-page';
import { fakeAdminApi, pageOf } from './support/fake-admin-api';
import { tableRow } from './support/table-row';
import { renderConsole } from './support/render-console';

const FINANCE = { adminMe: { data: { name: 'till', role: 'finance', maintenance: null } } } as const;

const DEPOSIT = {
  out_trade_no: 'D1001',
  username: 'alice',
  channel: 'bank',
  amount: 100,
  created_at: '2025-01-02 10:00:00',
  depositor_name: '张三',
  depositor: { name: '张三', bank: '中国银行', bank_no: '6222020200113344', branch: '北京分行' },
  receiving: [{ content: '收款银行：中国工商银行', account: '6222000000008888' }],
  tags: ['VIP客户'],
  state: 'pending',
  reviewed_by: null,
  reviewed_at: null,
  reason: '',
};

const WITHDRAWAL = {
  id: 7,
  order_no: 'W2001',
  username: 'bob',
  amount: 700,
  payout: 100,
  payout_unit: 'USDT',
  kind: 'usdt',
  account: 'USDT-TRC20 TXab…9f',
  created_at: '2025-01-02 11:00:00',
  second_review: false,
  first_approved_by: null,
  flags: [],
  links: [{ username: 'carol', kind: 'account', value: '6222020200113344' }],
  tags: ['高风险'],
  state: 'pending',
  reviewed_by: null,
  reviewed_at: null,
  reason: '',
};

/** The confirmation a row's button opened: antd's popover with its question. */
async function confirmation(question: string) {
  const title = await screen.findByText(question);
  const popover = title.closest<HTMLElement>('.ant-popover');
  if (popover === null) throw new Error(`no confirmation around ${question}`);
  return within(popover);
}

const row = (order: string) => tableRow(new RegExp(order));

describe('充值审核: a row’s review', () => {
  it('asks for the queue’s first page, 20 rows, pending ones by default', async () => {
    const api = fakeAdminApi({ ...FINANCE, adminDeposits: { data: pageOf([DEPOSIT]) } });
    renderConsole(<DepositsPage />, '/deposits');
    await screen.findByText('D1001');
    expect(api.sentTo('adminDeposits')[0]).toMatchObject({ page: '1', per_page: '20', state: '', channel: '', sort: '', order: '' });
  });

  it("shows the depositor's bank and card as entered on the row", async () => {
    fakeAdminApi({ ...FINANCE, adminDeposits: { data: pageOf([DEPOSIT]) } });
    renderConsole(<DepositsPage />, '/deposits');
    await screen.findByText('D1001');
    expect(row('D1001').getByText('中国银行 6222020200113344')).toBeInTheDocument();
  });

  it('approves after asking, naming the member and the amount, and sends the order alone', async () => {
    const api = fakeAdminApi({ ...FINANCE, adminDeposits: { data: pageOf([DEPOSIT]) }, adminApproveDeposit: { data: [], message: '操作成功！' } });
    const user = userEvent.setup({ delay: null });
    renderConsole(<DepositsPage />, '/deposits');
    await screen.findByText('D1001');
    await user.click(row('D1001').getByRole('button', { name: '通过' }));
    const asked = await confirmation('通过 alice 的 100.00 元充值？');
    expect(api.sentTo('adminApproveDeposit')).toEqual([]);
    await user.click(asked.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.sentTo('adminApproveDeposit')).toEqual([{ out_trade_no: 'D1001' }]));
    expect(await screen.findByText('操作成功！')).toBeInTheDocument();
  });

  it('refuses with the reason typed, which starts empty each time it is asked', async () => {
    const api = fakeAdminApi({ ...FINANCE, adminDeposits: { data: pageOf([DEPOSIT]) }, adminRejectDeposit: { data: [] } });
    const user = userEvent.setup({ delay: null });
    renderConsole(<DepositsPage />, '/deposits');
    await screen.findByText('D1001');
    await user.click(row('D1001').getByRole('button', { name: '拒绝' }));
    let asked = await confirmation('拒绝 alice 的 100.00 元充值？');
    await user.type(asked.getByLabelText('拒绝原因'), '未收到款');
    await user.click(asked.getByRole('button', { name: '取消' }));
    await user.click(row('D1001').getByRole('button', { name: '拒绝' }));
    asked = await confirmation('拒绝 alice 的 100.00 元充值？');
    expect(asked.getByLabelText('拒绝原因')).toHaveValue('');
    await user.type(asked.getByLabelText('拒绝原因'), '付款人与会员不符');
    await user.click(asked.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.sentTo('adminRejectDeposit')).toEqual([{ out_trade_no: 'D1001', reason: '付款人与会员不符' }]));
  });

  it('shows the server’s refusal of a review', async () => {
    fakeAdminApi({ ...FINANCE, adminDeposits: { data: pageOf([DEPOSIT]) }, adminApproveDeposit: { refusal: '该订单已审核' } });
    const user = userEvent.setup({ delay: null });
    renderConsole(<DepositsPage />, '/deposits');
    await screen.findByText('D1001');
    await user.click(row('D1001').getByRole('button', { name: '通过' }));
    await user.click((await confirmation('通过 alice 的 100.00 元充值？')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('该订单已审核')).toBeInTheDocument();
  });
});

describe('提现审核: a row’s review', () => {
  it('approves after saying what is paid to which account, and sends the withdrawal’s id', async () => {
    const api = fakeAdminApi({ ...FINANCE, adminWithdrawals: { data: pageOf([WITHDRAWAL]) }, adminApproveWithdrawal: { data: [], message: '操作成功！' } });
    const user = userEvent.setup({ delay: null });
    renderConsole(<WithdrawalsPage />, '/withdrawals');
    await screen.findByText('W2001');
    await user.click(row('W2001').getByRole('button', { name: '通过' }));
    const asked = await confirmation('通过 bob 的 700.00 元提现？');
    expect(asked.getByText('向 USDT-TRC20 TXab…9f 支付 100.00 USDT')).toBeInTheDocument();
    await user.click(asked.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.sentTo('adminApproveWithdrawal')).toEqual([{ id: 7 }]));
  });

  it('warns of the members linked to the one withdrawing, each one click from their detail', async () => {
    fakeAdminApi({ ...FINANCE, adminWithdrawals: { data: pageOf([WITHDRAWAL]) } });
    const user = userEvent.setup({ delay: null });
    renderConsole(<WithdrawalsPage />, '/withdrawals');
    await screen.findByText('W2001');
    await user.click(row('W2001').getByText('关联 1 个账户'));
    const link = await screen.findByRole('link', { name: 'carol' });
    expect(link).toHaveAttribute('href', '/members/carol');
    expect(link.closest('.ant-tag')).toHaveTextContent('与 carol 共用收款账户 6222020200113344');
  });

  it('tells the first approver of a large one that it waits for someone else', async () => {
    fakeAdminApi({ ...FINANCE, adminWithdrawals: { data: pageOf([{ ...WITHDRAWAL, second_review: true, first_approved_by: 'admin:till' }]) } });
    // As the server records it: the operator's label, not the bare name adminMe answers.
    renderConsole(<WithdrawalsPage />, '/withdrawals');
    expect(await screen.findByText('您已初审，待其他管理员复核')).toBeInTheDocument();
  });

  it('names both approvers of a paid large one', async () => {
    const paid = { ...WITHDRAWAL, second_review: true, first_approved_by: 'admin:ann', state: 'approved', reviewed_by: 'admin:till', reviewed_at: '2025-01-02 12:00:00' };
    fakeAdminApi({ ...FINANCE, adminWithdrawals: { data: pageOf([paid]) } });
    renderConsole(<WithdrawalsPage />, '/withdrawals?state=approved');
    expect(await screen.findByText('初审 admin:ann · 复核 admin:till')).toBeInTheDocument();
  });

  it('refuses saying the held amount goes back to the member, with the reason typed', async () => {
    const api = fakeAdminApi({ ...FINANCE, adminWithdrawals: { data: pageOf([WITHDRAWAL]) }, adminRejectWithdrawal: { data: [] } });
    const user = userEvent.setup({ delay: null });
    renderConsole(<WithdrawalsPage />, '/withdrawals');
    await screen.findByText('W2001');
    await user.click(row('W2001').getByRole('button', { name: '拒绝' }));
    const asked = await confirmation('拒绝 bob 的 700.00 元提现？');
    expect(asked.getByText('冻结的金额退回会员的主钱包')).toBeInTheDocument();
    await user.click(asked.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.sentTo('adminRejectWithdrawal')).toEqual([{ id: 7, reason: '' }]));
  });

  it('offers no review to an operator whose role may not review', async () => {
    fakeAdminApi({ adminMe: { data: { name: 'ann', role: 'support', maintenance: null } }, adminWithdrawals: { data: pageOf([WITHDRAWAL]) } });
    renderConsole(<WithdrawalsPage />, '/withdrawals');
    await screen.findByText('W2001');
    expect(row('W2001').queryByRole('button', { name: '通过' })).toBeNull();
    expect(row('W2001').queryByRole('button', { name: '拒绝' })).toBeNull();
  });
});
