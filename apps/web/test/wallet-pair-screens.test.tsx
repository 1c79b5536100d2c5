import { MSG } from '@casino/contract/messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../src/app/query-client';
import WalletPage from '../src/features/deposit/wallet-page';
import WithdrawPage from '../src/features/withdraw/withdraw-page';
import { MemoryRouter, Route, Routes } from '../src/shared/router';
import { session } from '../src/shared/session';
import { member } from './support/account-fixtures';
import { fakeApi, ok } from './support/fake-api';

/**
 * A member who played in 免转 mode: everything went to AG (530.00), the main wallet is empty, until a
 * transall is answered; then 530.00 is back in the main wallet.
 */
function backend(gameFen: number) {
  const api = fakeApi({
    '/api/user': ok(member({ balance: 0, gameblance: gameFen / 100, transferstatus: 1 })),
    '/api/getBetAmount': ok({ bet_amount: 0, required: 0, reached: 0 }),
    '/api/getcard': ok([]),
    '/api/get_pay_way': ok({ antoken: 0, usdt: 0, card: 1, wxpay: 0, wechat: 0, alipay: 0, gopay: 0, okpay: 0 }),
    '/api/balancelist': ok([
      { platname: 'userbalance', name: '平台钱包', balance: 0 },
      { platname: 'ag', name: 'AG视讯', balance: gameFen / 100 },
    ]),
    '/api/transall': ok({ balance: gameFen / 100 }, MSG.recovered),
  });
  const backendFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    if (new URL(url, 'http://localhost').pathname !== '/api/balance') return backendFetch(url, init);
    const recovered = api.callsTo('/api/transall').length > 0;
    const balance = recovered ? { balance: gameFen / 100, gameblance: 0 } : { balance: 0, gameblance: gameFen / 100 };
    return Promise.resolve(new Response(JSON.stringify({ code: 200, message: '', data: balance })));
  });
  return api;
}

function renderAt(path: string, page: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={page} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('中心钱包, 游戏钱包 and 一键回收 on the money screens', { timeout: 15_000 }, () => {
  beforeEach(() => {
    session.signIn('t1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
  });

  it('/withdraw: money in a game wallet is shown beside the main wallet, and 一键回收 makes it withdrawable in place', async () => {
    const api = backend(53000);
    const user = userEvent.setup();
    renderAt('/withdraw', <WithdrawPage />);
    await waitFor(() => expect(screen.getByTestId('game-wallet')).toHaveTextContent('530.00'));
    expect(screen.getByTestId('center-wallet')).toHaveTextContent('0.00');
    expect(screen.getByTestId('withdraw-balance')).toHaveTextContent('0.00');
    expect(screen.getByText('游戏钱包中的 530.00 元需先转回中心钱包才能提现')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '一键回收' }));
    expect(await screen.findByText(MSG.recovered)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('withdraw-balance')).toHaveTextContent('530.00'));
    // The pair stays, to show where the money went.
    expect(screen.getByTestId('center-wallet')).toHaveTextContent('530.00');
    expect(screen.getByTestId('game-wallet')).toHaveTextContent('0.00');
    expect(screen.queryByText(/需先转回中心钱包/)).not.toBeInTheDocument();
    expect(api.callsTo('/api/transall')).toHaveLength(1);
  });

  it('/withdraw: with nothing in a game wallet there is nothing to recover', async () => {
    backend(0);
    renderAt('/withdraw', <WithdrawPage />);
    await waitFor(() => expect(screen.getByTestId('withdraw-balance')).toHaveTextContent('0.00'));
    expect(screen.queryByRole('button', { name: '一键回收' })).not.toBeInTheDocument();
  });

  it('/wallet: 中心钱包 and 游戏钱包 side by side with 一键回收, not the main balance alone', async () => {
    backend(53000);
    const user = userEvent.setup();
    renderAt('/wallet', <WalletPage />);
    await waitFor(() => expect(screen.getByTestId('game-wallet')).toHaveTextContent('530.00'));
    expect(screen.getByTestId('center-wallet')).toHaveTextContent('0.00');
    await user.click(screen.getByRole('button', { name: '一键回收' }));
    await waitFor(() => expect(screen.getByTestId('center-wallet')).toHaveTextContent('530.00'));
  });
});
