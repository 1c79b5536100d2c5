import type { User } from '@casino/contract/entities/account';
import { MSG } from '@casino/contract/messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '../src/shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../src/app/query-client';
import TransferPage from '../src/features/wallet/transfer-page';
import { session } from '../src/shared/session';
import { member as memberFixture } from './support/account-fixtures';
import { fakeApi, ok, type FakeAnswer } from './support/fake-api';
import { goOffline, resetOnline } from './support/offline';
import { clearToasts } from './support/overlays';

const member = (transferstatus: 0 | 1): User =>
  memberFixture({ balance: 500, gameblance: 30, current_vip: 'VIP1', vip: 1, vipname: '', transferstatus, usdtrate: 7.1, withdrawusdtrate: 7.2, withdrawcashfee: 5 });

const wallets = [
  { platname: 'userbalance', name: '平台钱包', balance: 500 },
  { platname: 'ag', name: 'AG视讯', balance: 30 },
  { platname: 'bg', name: 'BG视讯', balance: 0 },
  { platname: 'ob', name: 'OB体育', balance: 0 },
  { platname: 'im', name: 'IM体育', balance: 0 },
  { platname: 'ia', name: 'IA电竞', balance: 0 },
  { platname: 'tcg', name: 'TCG彩票', balance: 0 },
  { platname: 'ky', name: '开元棋牌', balance: 0 },
];

function backend(answers: Record<string, FakeAnswer | FakeAnswer[]> = {}, transferstatus: 0 | 1 = 0) {
  return fakeApi({
    '/api/balance': ok({ balance: 500, gameblance: 30 }),
    '/api/user': ok(member(transferstatus)),
    '/api/balancelist2': ok(wallets),
    '/api/getBetAmount': ok({ bet_amount: 120, required: 300, reached: 180 }),
    ...answers,
  });
}

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/transfer']}>
        <Routes>
          <Route path="/transfer" element={<TransferPage />} />
          <Route path="/meyList" element={<p>交易记录页</p>} />
          <Route path="/withdraw" element={<p>取款页</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const amount = () => screen.getByPlaceholderText('转账金额');
const confirm = () => screen.getByRole('button', { name: '确认转账' });
/** The form shows once the wallets are loaded. */
const formShown = () => screen.findByRole('button', { name: '确认转账' });
const select = (label: '转出平台' | '转入平台') => screen.getByRole('button', { name: new RegExp(`^${label}`) });

/** Does an element or one of its ancestors refuse pointer events? */
function inert(element: Element | null): boolean {
  for (let el = element; el; el = el.parentElement) if (getComputedStyle(el).pointerEvents === 'none') return true;
  return false;
}

/** Opens a select's Picker, taps a wallet and confirms. */
async function choose(user: UserEvent, label: '转出平台' | '转入平台', wallet: string) {
  await user.click(select(label));
  const picker = await waitFor(() => {
    // The newest one: a closed picker stays in the page until its closing animation is over.
    const open = [...document.querySelectorAll<HTMLElement>('.adm-picker')].filter((el) => el.querySelector('.adm-picker-header-title')?.textContent === label).pop();
    if (!open) throw new Error(`no ${label} picker`);
    return open;
  });
  const item = within(picker).getByText(new RegExp(`^${wallet}（`));
  // The popup takes taps once its opening animation is over.
  await waitFor(() => expect(inert(item)).toBe(false));
  // Taps by fireEvent inside the popup: a full pointer sequence there starts antd-mobile's drag gestures,
  // which need layout and pointer capture that jsdom lacks.
  fireEvent.click(item);
  await waitFor(() => expect(item.closest('.adm-picker-view-column-item')).toHaveAttribute('data-selected', 'true'));
  // The wheel tells the picker in an effect: let it run before confirming.
  await act(async () => {
    await Promise.resolve();
  });
  fireEvent.click(within(picker).getByText('确定'));
  await waitFor(() => expect(select(label)).toHaveTextContent(wallet));
}

// Many taps per test, on a shared 2-core machine.
describe('the transfer page', { timeout: 15_000 }, () => {
  beforeEach(() => {
    session.signIn('t1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
    resetOnline();
  });

  it('checks the transfer rules in order (SPEC §5), then sends the transfer with an Idempotency-Key', async () => {
    const api = backend({ '/api/transfer': ok({ balance: 487.66 }, '操作成功！') });
    const user = userEvent.setup();
    renderPage();
    await formShown();
    const submitSays = async (message: string) => {
      await clearToasts();
      await user.click(confirm());
      expect(await screen.findByText(message)).toBeInTheDocument();
    };
    await submitSays('请输入操作金额！');
    await user.type(amount(), '1a2.345');
    expect(amount()).toHaveValue('12.34');
    await submitSays('请选择转出平台');
    await choose(user, '转出平台', '平台钱包');
    await submitSays('请选择转入平台');
    await choose(user, '转入平台', '平台钱包');
    await submitSays('转出和转入平台不能相同');
    expect(api.callsTo('/api/transfer')).toHaveLength(0);

    await choose(user, '转入平台', 'AG视讯');
    await submitSays('操作成功！');
    const [sent] = api.callsTo('/api/transfer');
    expect(sent?.body).toEqual({ amount: '12.34', sourcetype: 'userbalance', targettype: 'ag' });
    expect(sent?.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    // The amount is cleared after a transfer; the choice of wallets stays.
    expect(amount()).toHaveValue('');
  });

  it('swaps the source and the destination', async () => {
    const api = backend({ '/api/transfer': ok({ balance: 530 }, '操作成功！') });
    const user = userEvent.setup();
    renderPage();
    await formShown();
    await choose(user, '转出平台', '平台钱包');
    await choose(user, '转入平台', 'AG视讯');
    await user.click(screen.getByRole('button', { name: '交换转出和转入平台' }));
    expect(select('转出平台')).toHaveTextContent('AG视讯');
    expect(select('转入平台')).toHaveTextContent('平台钱包');
    await user.type(amount(), '30');
    await user.click(confirm());
    await waitFor(() => expect(api.callsTo('/api/transfer')).toHaveLength(1));
    expect(api.callsTo('/api/transfer')[0]?.body).toEqual({ amount: '30', sourcetype: 'ag', targettype: 'userbalance' });
  });

  it('shows the game balance and the platforms, 更多 and 收起', async () => {
    backend();
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(screen.getByTestId('game-balance')).toHaveTextContent('30.00'));
    expect(screen.getByTestId('main-balance')).toHaveTextContent('500.00');
    const list = screen.getByRole('region', { name: '游戏平台' });
    // Three rows of two in normal mode.
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await user.click(within(list).getByRole('button', { name: /更多/ }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    await user.click(within(list).getByRole('button', { name: /收起/ }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  });

  it('turns seamless mode on only when the server agrees, then offers all-in and all-out per platform', async () => {
    const api = backend({
      // The user as the server keeps it: seamless off, then on after the switch.
      '/api/user': [ok(member(0)), ok(member(1))],
      '/api/uptransferstatus': [{ body: { code: 500, message: '操作失败', data: [] } }, ok({ transferstatus: 1 }, '操作成功！')],
      '/api/transfer': ok({ balance: 0 }, '操作成功！'),
    });
    const user = userEvent.setup();
    renderPage();
    const toggle = await screen.findByRole('switch', { name: '免转模式' });
    await formShown();
    await user.click(toggle);
    expect(await screen.findByText('操作失败')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(confirm()).toBeInTheDocument();

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(api.callsTo('/api/uptransferstatus').map((call) => call.body)).toEqual([{ transferstatus: 1 }, { transferstatus: 1 }]);
    expect(screen.queryByRole('button', { name: '确认转账' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'AG视讯一键转入' }));
    await waitFor(() => expect(api.callsTo('/api/transfer')).toHaveLength(1));
    expect(api.callsTo('/api/transfer')[0]?.body).toEqual({ amount: '500.00', sourcetype: 'userbalance', targettype: 'ag' });
    await user.click(screen.getByRole('button', { name: 'AG视讯一键转出' }));
    await waitFor(() => expect(api.callsTo('/api/transfer')).toHaveLength(2));
    expect(api.callsTo('/api/transfer')[1]?.body).toEqual({ amount: '30.00', sourcetype: 'ag', targettype: 'userbalance' });
    await clearToasts();
    await user.click(screen.getByRole('button', { name: 'BG视讯一键转出' }));
    expect(await screen.findByText('余额不足')).toBeInTheDocument();
    expect(api.callsTo('/api/transfer')).toHaveLength(2);
  });

  it('一键领取 toasts the message and refreshes the balances; the turnover panel shows the three amounts', async () => {
    const api = backend({ '/api/transall': ok({ balance: 530 }, '回收成功') });
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(screen.getByTestId('game-balance')).toHaveTextContent('30.00'));
    const listsBefore = api.callsTo('/api/balancelist2').length;
    await user.click(screen.getByRole('button', { name: '一键领取' }));
    expect(await screen.findByText('回收成功')).toBeInTheDocument();
    expect(api.callsTo('/api/transall')[0]?.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    await waitFor(() => expect(api.callsTo('/api/balancelist2').length).toBeGreaterThan(listsBefore));

    await user.click(screen.getByRole('button', { name: '打码详情' }));
    expect(await screen.findByTestId('turnover-required')).toHaveTextContent('300.00 元');
    expect(screen.getByTestId('turnover-reached')).toHaveTextContent('180.00 元');
    expect(screen.getByTestId('turnover-missing')).toHaveTextContent('120.00 元');
  });

  it('一键领取 offline says the network failed at once and sends nothing once the network is back', async () => {
    const api = backend({ '/api/transall': ok({ balance: 530 }, '回收成功') });
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(screen.getByTestId('game-balance')).toHaveTextContent('30.00'));
    const network = goOffline();
    await user.click(screen.getByRole('button', { name: '一键领取' }));
    expect(await screen.findByText(MSG.networkError)).toBeInTheDocument();
    expect(network.tries('/api/transall')).toBe(1);
    await waitFor(() => expect(screen.getByRole('button', { name: '一键领取' })).toBeEnabled());

    network.backOnline();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(api.callsTo('/api/transall')).toHaveLength(0);
    expect(screen.queryByText('回收成功')).not.toBeInTheDocument();
  });

  it('goes to the records and to the withdrawal from its buttons and tabs', async () => {
    backend();
    const user = userEvent.setup();
    const { unmount } = renderPage();
    await user.click(screen.getByRole('button', { name: /交易记录/ }));
    expect(await screen.findByText('交易记录页')).toBeInTheDocument();
    unmount();
    renderPage();
    await user.click(screen.getByRole('tab', { name: '取款' }));
    expect(await screen.findByText('取款页')).toBeInTheDocument();
  });
});
