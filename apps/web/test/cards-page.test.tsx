import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '../src/shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BankCardPage from '../src/features/cards/bank-card-page';
import { session } from '../src/shared/session';
import { fakeApi, ok, refused } from './support/fake-api';

function renderCards() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/bankCard']}>
        <Routes>
          <Route path="/bankCard" element={<BankCardPage />} />
          <Route path="/addBankCard" element={<p>添加银行卡页</p>} />
          <Route path="/login" element={<p>登录页</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const card = (id: number, last4: string) => ({
  id,
  bank: '招商银行',
  bank_no: `622588001111${last4}`,
  bank_owner: '王小明',
  bank_address: '深圳分行',
  ico: '/assets/demo/logo/招商银行.svg',
  bank_not: last4,
});

describe('the bound accounts', () => {
  let user = userEvent.setup({ pointerEventsCheck: 0 });
  beforeEach(() => {
    user = userEvent.setup({ pointerEventsCheck: 0 });
    session.signIn('t1');
  });
  afterEach(() => {
    session.clear();
    vi.unstubAllGlobals();
  });

  it('shows the three kinds with count/5, masked numbers, and the add tile while under 5', async () => {
    const api = fakeApi({ '/api/getcard': ok([card(1, '1234'), card(2, '5678')]) });
    renderCards();
    const sections = await screen.findAllByRole('region');
    expect(sections.map((section) => section.getAttribute('aria-label'))).toEqual(['电子钱包', '银行卡', 'USDT钱包']);
    const bank = screen.getByRole('region', { name: '银行卡' });
    await waitFor(() => expect(within(bank).getByText('2/5')).toBeInTheDocument());
    expect(within(bank).getByText('**** **** **** 1234')).toBeInTheDocument();
    expect(within(bank).queryByText('6225880011121234')).not.toBeInTheDocument();
    expect(within(bank).getAllByText('持卡人：王小明')).toHaveLength(2);
    expect(api.callsTo('/api/getcard').map((call) => call.body)).toEqual(expect.arrayContaining([{ type: 1 }, { type: 2 }, { type: 4 }]));
    await user.click(within(bank).getByRole('button', { name: /添加银行卡/ }));
    expect(await screen.findByText('添加银行卡页')).toBeInTheDocument();
  });

  it('hides the add tile at 5', async () => {
    fakeApi({ '/api/getcard': ok([1, 2, 3, 4, 5].map((id) => card(id, `000${String(id)}`))) });
    renderCards();
    const bank = await screen.findByRole('region', { name: '银行卡' });
    await waitFor(() => expect(within(bank).getByText('5/5')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /添加/ })).not.toBeInTheDocument();
  });

  it('unbinds with a 6-digit pay password: 请输入6位数字支付密码 before, 解绑成功 after', async () => {
    const api = fakeApi({
      '/api/getcard': [ok([card(1, '1234')]), ok([card(1, '1234')]), ok([card(1, '1234')]), ok([])],
      '/api/delcard': [refused('支付密码错误', 520), ok([], '解绑成功')],
    });
    renderCards();
    const bank = await screen.findByRole('region', { name: '银行卡' });
    await user.click(await within(bank).findByRole('button', { name: /解绑 招商银行/ }));
    const dialog = await screen.findByRole('dialog');
    const password = within(dialog).getByPlaceholderText('请输入6位数字支付密码');
    await user.type(password, '12b3');
    expect(password).toHaveValue('123');
    await user.click(within(dialog).getByText('确认解绑'));
    expect(await screen.findByText('请输入6位数字支付密码')).toBeInTheDocument();
    expect(api.callsTo('/api/delcard')).toHaveLength(0);
    await user.type(password, '4567');
    expect(password).toHaveValue('123456');
    await user.click(within(dialog).getByText('确认解绑'));
    // A wrong pay password: the server's message, the dialog stays.
    expect(await screen.findByText('支付密码错误')).toBeInTheDocument();
    expect(password).toHaveValue('123456');
    await user.click(within(dialog).getByText('确认解绑'));
    expect(await screen.findByText('解绑成功')).toBeInTheDocument();
    expect(api.callsTo('/api/delcard').map((call) => call.body)).toEqual([
      { id: 1, pay_pass: '123456' },
      { id: 1, pay_pass: '123456' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(bank).getByText('0/5')).toBeInTheDocument());
  });
});
