import type { User } from '@casino/contract/entities/account';
import type { BoundAccount } from '@casino/contract/entities/cards';
import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from '../src/shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../src/app/query-client';
import WithdrawPage from '../src/features/withdraw/withdraw-page';
import { session } from '../src/shared/session';
import { member as memberFixture } from './support/account-fixtures';
import { fakeApi, ok, refused, type FakeAnswer } from './support/fake-api';
import { goOffline, resetOnline } from './support/offline';
import { clearToasts } from './support/overlays';

const member: User = memberFixture({ balance: 500, gameblance: 0, current_vip: 'VIP1', vip: 1, vipname: '', usdtrate: 7.1, withdrawusdtrate: 7.2, withdrawcashfee: 5 });

const account = (id: number, bank: string, bank_no: string, bank_owner: string): BoundAccount => ({
  id,
  bank,
  bank_no,
  bank_owner,
  bank_address: bank_owner,
  ico: '',
  bank_not: bank_no.slice(-4),
});

const card = account(7, '工商银行', '6222020200112233', '王小明');
const secondCard = account(11, '建设银行', '6217000011114455', '王小明');
const trc20 = account(8, 'USDT', 'TXa1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6', 'TRC20');
const erc20 = account(9, 'USDT', '0xabcdef0123456789abcdef0123456789abcdef01', 'ERC20');

/**
 * The backend: getcard answers the bound accounts of the type asked for; every other call comes from
 * the fake API (and is recorded there).
 */
function backend(cards: Partial<Record<number, BoundAccount[]>>, answers: Record<string, FakeAnswer | FakeAnswer[]> = {}) {
  const api = fakeApi({
    '/api/balance': ok({ balance: 500, gameblance: 0 }),
    '/api/user': ok(member),
    '/api/getBetAmount': ok({ bet_amount: 0, required: 0, reached: 0 }),
    ...answers,
  });
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    if (new URL(url, 'http://localhost').pathname !== '/api/getcard') return answer(url, init);
    const { type } = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { type: number };
    return Promise.resolve(new Response(JSON.stringify({ code: 200, message: '', data: cards[type] ?? [] })));
  });
  return api;
}

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/withdraw']}>
        <Link to="/">回首页</Link>
        <Routes>
          <Route path="/withdraw" element={<WithdrawPage />} />
          <Route path="/fundingRecords" element={<p>资金记录页</p>} />
          <Route path="/" element={<p>首页</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const amount = () => screen.getByPlaceholderText('单笔最低100元');
const password = () => screen.getByPlaceholderText('请输入6位数字支付密码');
const confirm = () => screen.getByRole('button', { name: '确认取款' });

// Many taps per test, on a shared 2-core machine.
describe('the withdrawal form', { timeout: 15_000 }, () => {
  beforeEach(() => {
    session.signIn('t1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    session.clear();
    localStorage.clear();
    resetOnline();
  });

  const radio = (name: RegExp) => screen.findByRole('radio', { name });

  it('preselects the only bound account of the chosen kind', async () => {
    const api = backend({ 1: [card], 2: [trc20, erc20] }, { '/api/withdraw': ok({ id: 1, order_no: 'W1', real_money: 150 }, '提交成功，等待后台审核') });
    const user = userEvent.setup();
    renderPage();
    await waitFor(async () => expect(await radio(/工商银行（尾号2233）/)).toBeChecked());
    // Two USDT addresses and none used before: the player chooses.
    await user.click(screen.getByRole('option', { name: 'USDT' }));
    expect(await radio(/USDT-TRC20/)).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /USDT-ERC20/ })).not.toBeChecked();
    await user.click(screen.getByRole('option', { name: '银行卡' }));
    await waitFor(async () => expect(await radio(/工商银行（尾号2233）/)).toBeChecked());
    await user.type(amount(), '150');
    await user.type(password(), '123456');
    await user.click(confirm());
    expect(await screen.findByText('提交成功，等待后台审核')).toBeInTheDocument();
    expect(api.callsTo('/api/withdraw')[0]?.body).toEqual({ amount: '150', bank: '7', password: '123456' });
  });

  it("preselects the member's last used account of several, once a withdrawal to it was made", async () => {
    backend({ 1: [card, secondCard] }, { '/api/withdraw': ok({ id: 1, order_no: 'W1', real_money: 150 }, '提交成功，等待后台审核') });
    const user = userEvent.setup();
    const first = renderPage();
    expect(await radio(/建设银行（尾号4455）/)).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /工商银行/ })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: /建设银行（尾号4455）/ }));
    await user.type(amount(), '150');
    await user.type(password(), '123456');
    await user.click(confirm());
    expect(await screen.findByText('提交成功，等待后台审核')).toBeInTheDocument();
    first.unmount();

    renderPage();
    await waitFor(async () => expect(await radio(/建设银行（尾号4455）/)).toBeChecked());
    expect(screen.getByRole('radio', { name: /工商银行/ })).not.toBeChecked();
    cleanup();

    // Another member on this phone has no last used account.
    const other = backend({ 1: [card, secondCard] }, { '/api/user': ok({ ...member, username: 'player02' }) });
    renderPage();
    expect(await radio(/建设银行（尾号4455）/)).not.toBeChecked();
    await waitFor(() => expect(other.callsTo('/api/user')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('radio', { name: /建设银行（尾号4455）/ })).not.toBeChecked();
  });

  it('全部 fills the whole main wallet balance, in yuan with its fen', async () => {
    const api = backend({ 1: [card] }, { '/api/balance': ok({ balance: 6637.09, gameblance: 0 }), '/api/withdraw': ok({ id: 1, order_no: 'W1', real_money: 6637.09 }, '提交成功，等待后台审核') });
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(screen.getByTestId('withdraw-balance')).toHaveTextContent('6637.09'));
    await user.type(amount(), '12');
    await user.click(screen.getByRole('button', { name: '全部' }));
    expect(amount()).toHaveValue('6637.09');
    await user.type(password(), '123456');
    await user.click(confirm());
    expect(await screen.findByText('提交成功，等待后台审核')).toBeInTheDocument();
    expect(api.callsTo('/api/withdraw')[0]?.body).toEqual({ amount: '6637.09', bank: '7', password: '123456' });
  });

  it('checks a card withdrawal in the SPEC §5 order, then sends it once with an Idempotency-Key and goes to /fundingRecords', async () => {
    // Two cards and none used before: nothing is preselected.
    const api = backend({ 1: [card, secondCard] }, { '/api/withdraw': ok({ id: 1, order_no: 'W1', real_money: 100 }, '提交成功，等待后台审核') });
    const user = userEvent.setup();
    renderPage();
    const submitSays = async (message: string) => {
      await clearToasts();
      await user.click(confirm());
      expect(await screen.findByText(message)).toBeInTheDocument();
    };

    // The cards have come (none chosen) before the first tap.
    const firstCard = await screen.findByRole('radio', { name: /工商银行（尾号2233）/ });
    await submitSays('请选择您要提现到的银行卡');
    await user.click(firstCard);
    await submitSays('单笔取款不能低于100元');
    await user.type(amount(), '99.99');
    await submitSays('单笔取款不能低于100元');
    await user.clear(amount());
    await user.type(amount(), '1a00.005');
    expect(amount()).toHaveValue('100.00');
    await submitSays('请输入您的支付密码');
    await user.type(password(), '12x3');
    expect(password()).toHaveValue('123');
    await submitSays('支付密码长度需是6位！');
    expect(api.callsTo('/api/withdraw')).toHaveLength(0);

    await user.type(password(), '4567');
    expect(password()).toHaveValue('123456');
    await user.click(confirm());
    expect(await screen.findByText('提交成功，等待后台审核')).toBeInTheDocument();
    const [sent] = api.callsTo('/api/withdraw');
    expect(sent?.body).toEqual({ amount: '100.00', bank: '7', password: '123456' });
    expect(sent?.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(screen.queryByText('资金记录页')).not.toBeInTheDocument();
    expect(await screen.findByText('资金记录页', {}, { timeout: 2500 })).toBeInTheDocument();
  });

  it('asks a USDT withdrawal for a wallet address, in the same order', async () => {
    const api = backend({ 2: [trc20, erc20] });
    const user = userEvent.setup();
    renderPage();
    const submitSays = async (message: string) => {
      await clearToasts();
      await user.click(confirm());
      expect(await screen.findByText(message)).toBeInTheDocument();
    };
    await user.click(screen.getByRole('option', { name: 'USDT' }));
    await submitSays('请选择钱包地址');
    await user.click(await screen.findByRole('radio', { name: /USDT-TRC20/ }));
    await submitSays('单笔取款不能低于100元');
    await user.type(amount(), '200');
    await submitSays('请输入您的支付密码');
    await user.type(password(), '12345');
    await submitSays('支付密码长度需是6位！');
    expect(api.callsTo('/api/withdraw')).toHaveLength(0);
  });

  it('shows the USDT payout live: amount ÷ rate floored to 0.01, less the protocol fee of the chosen address', async () => {
    backend({ 2: [trc20, erc20] });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('option', { name: 'USDT' }));
    expect(await screen.findByText('1 USDT = 7.2 元')).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: /USDT-TRC20/ }));
    await user.type(amount(), '100');
    // 100 / 7.2 = 13.888… -> 13.88, less the TRC20 fee of 1.
    expect(screen.getByTestId('usdt-payout')).toHaveTextContent('12.88 USDT');
    expect(screen.getByText('1.00 USDT（TRC20）')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /USDT-ERC20/ }));
    // The ERC20 fee is withdrawcashfee: 5.
    expect(screen.getByTestId('usdt-payout')).toHaveTextContent('8.88 USDT');
    await user.type(amount(), '0');
    expect(screen.getByTestId('usdt-payout')).toHaveTextContent('133.88 USDT');
  });

  it('offers to bind an account when the chosen kind has none', async () => {
    backend({});
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('link', { name: /添加银行卡/ })).toHaveAttribute('href', '/addBankCard');
    await user.click(screen.getByRole('option', { name: 'USDT' }));
    expect(await screen.findByRole('link', { name: /添加USDT地址/ })).toHaveAttribute('href', '/addUsdtAds');
    await user.click(screen.getByRole('option', { name: 'AnToken' }));
    expect(await screen.findByRole('link', { name: /添加钱包地址/ })).toHaveAttribute('href', '/addAnToken');
  });

  it('shows the turnover still required and the balance', async () => {
    backend({ 1: [card] }, { '/api/getBetAmount': ok({ bet_amount: 350.5, required: 500, reached: 149.5 }) });
    renderPage();
    await waitFor(() => expect(screen.getByTestId('withdraw-turnover')).toHaveTextContent('350.50'));
    expect(screen.getByTestId('withdraw-balance')).toHaveTextContent('500.00');
    expect(screen.getByText('完成剩余打码量后方可提现')).toBeInTheDocument();
  });

  it('toasts a refusal and keeps what was typed; the card flow takes code 1 as success', async () => {
    const api = backend(
      { 1: [card] },
      { '/api/withdraw': [refused('支付密码错误', 520), { body: { code: 1, message: '提交成功', data: [] } }] },
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('radio', { name: /工商银行/ }));
    await user.type(amount(), '150');
    await user.type(password(), '654321');
    await user.click(confirm());
    expect(await screen.findByText('支付密码错误')).toBeInTheDocument();
    expect(amount()).toHaveValue('150');
    await user.clear(password());
    await user.type(password(), '123456');
    await clearToasts();
    await user.click(confirm());
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    const keys = api.callsTo('/api/withdraw').map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    expect(await screen.findByText('资金记录页', {}, { timeout: 2500 })).toBeInTheDocument();
  });

  it('keeps the Idempotency-Key when the server was busy (530: the money may have moved), so the repeat cannot pay twice', async () => {
    const api = backend(
      { 1: [card] },
      { '/api/withdraw': [refused(MSG.serviceBusy, CODES.serviceBusy), ok({ id: 1, order_no: 'W1', real_money: 150 }, '提交成功，等待后台审核')] },
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('radio', { name: /工商银行/ }));
    await user.type(amount(), '150');
    await user.type(password(), '123456');
    await user.click(confirm());
    expect(await screen.findByText(MSG.serviceBusy)).toBeInTheDocument();
    // Not sent again by itself.
    expect(api.callsTo('/api/withdraw')).toHaveLength(1);
    await clearToasts();
    await user.click(confirm());
    expect(await screen.findByText('提交成功，等待后台审核')).toBeInTheDocument();
    const keys = api.callsTo('/api/withdraw').map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  /** A card withdrawal of `yuan`, filled in and ready to submit. */
  async function fillCardWithdrawal(user: ReturnType<typeof userEvent.setup>, yuan: string) {
    await user.click(await screen.findByRole('radio', { name: /工商银行（尾号2233）/ }));
    await user.type(amount(), yuan);
    await user.type(password(), '123456');
  }

  it('offline: says the network failed at once, stays, and sends nothing once the network is back', async () => {
    const api = backend({ 1: [card] }, { '/api/withdraw': ok({ id: 1, order_no: 'W1', real_money: 150 }, '提交成功，等待后台审核') });
    const user = userEvent.setup();
    renderPage();
    await fillCardWithdrawal(user, '150');
    const network = goOffline();
    await user.click(confirm());
    expect(await screen.findByText(MSG.networkError)).toBeInTheDocument();
    // At once: one try, no retry a second later; the button is free again.
    expect(network.tries('/api/withdraw')).toBe(1);
    await waitFor(() => expect(confirm()).toBeEnabled());

    network.backOnline();
    // Longer than a paused submit needs to resume, be answered and redirect (WITHDRAW_REDIRECT_MS).
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(api.callsTo('/api/withdraw')).toHaveLength(0);
    expect(screen.queryByText('资金记录页')).not.toBeInTheDocument();
    expect(amount()).toHaveValue('150');
  });

  it('does not take a player who left to /fundingRecords when the retry of a lost submit is answered', async () => {
    const api = backend({ 1: [card] }, { '/api/withdraw': ['network-error', ok({ id: 1, order_no: 'W1', real_money: 150 }, '提交成功，等待后台审核')] });
    const user = userEvent.setup();
    renderPage();
    await fillCardWithdrawal(user, '150');
    await user.click(confirm());
    await waitFor(() => expect(api.callsTo('/api/withdraw')).toHaveLength(1));
    // The first try was lost; the player goes home before the retry (a second later) is answered.
    await user.click(screen.getByRole('link', { name: '回首页' }));
    await waitFor(() => expect(api.callsTo('/api/withdraw')).toHaveLength(2), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(screen.getByText('首页')).toBeInTheDocument();
    expect(screen.queryByText('资金记录页')).not.toBeInTheDocument();
  });
});
