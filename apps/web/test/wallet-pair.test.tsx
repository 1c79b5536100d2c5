import { MSG } from '@casino/contract/messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../src/app/query-client';
import { session } from '../src/shared/session';
import { WalletPair } from '../src/shared/wallet-pair/wallet-pair';
import { fakeApi, ok, refused, type FakeAnswer } from './support/fake-api';
import { resetOnline } from './support/offline';

const WALLETS = [
  { platname: 'userbalance', name: '平台钱包', balance: 0 },
  { platname: 'ag', name: 'AG视讯', balance: 500 },
  { platname: 'pg', name: 'PG电子', balance: 30 },
  { platname: 'bg', name: 'BG视讯', balance: 0 },
];

/**
 * The fake backend, whose balance answers 0 in the main wallet and 530 in the games until a transall is
 * answered 回收成功, and 530 / 0 after it.
 */
function backend(answers: Record<string, FakeAnswer | FakeAnswer[]> = {}) {
  const api = fakeApi({ '/api/balancelist': ok(WALLETS), ...answers });
  const backendFetch = globalThis.fetch;
  let recovered = false;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/balance') {
      const balance = recovered ? { balance: 530, gameblance: 0 } : { balance: 0, gameblance: 530 };
      return new Response(JSON.stringify({ code: 200, message: '', data: balance }));
    }
    const response = await backendFetch(url, init);
    if (path === '/api/transall') recovered ||= ((await response.clone().json()) as { message: string }).message === MSG.recovered;
    return response;
  });
  return api;
}

function renderPair() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <WalletPair />
    </QueryClientProvider>,
  );
}

const center = () => screen.getByTestId('center-wallet');
const game = () => screen.getByTestId('game-wallet');
const recover = () => screen.getByRole('button', { name: /一键回收/ });
const shown = () => waitFor(() => expect(game()).toHaveTextContent('530.00'));

describe('the two wallets and 一键回收', { timeout: 15_000 }, () => {
  beforeEach(() => {
    session.signIn('t1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
    resetOnline();
  });

  it('shows 中心钱包 and 游戏钱包 side by side, with the platforms that hold money', async () => {
    backend();
    renderPair();
    await shown();
    expect(center()).toHaveTextContent('0.00');
    const detail = await screen.findByRole('list', { name: '游戏钱包明细' });
    await waitFor(() => expect(within(detail).getAllByRole('listitem')).toHaveLength(2));
    expect(within(detail).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['AG视讯500.00', 'PG电子30.00']);
  });

  it('recovers once with an Idempotency-Key, disabled while it runs, then says so and shows the main wallet risen', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const api = backend({ '/api/transall': ok({ balance: 530 }, MSG.recovered) });
    const backendFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (new URL(url, 'http://localhost').pathname === '/api/transall') await answered;
      return backendFetch(url, init);
    });
    const user = userEvent.setup();
    renderPair();
    await shown();
    await user.click(recover());
    await waitFor(() => expect(recover()).toBeDisabled());
    expect(recover()).toHaveTextContent('回收中');
    await user.click(recover());

    answer();
    expect(await screen.findByText(MSG.recovered)).toBeInTheDocument();
    expect(api.callsTo('/api/transall')).toHaveLength(1);
    expect(api.callsTo('/api/transall')[0]?.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    await waitFor(() => expect(center()).toHaveTextContent('530.00'));
    expect(game()).toHaveTextContent('0.00');
    expect(recover()).toBeEnabled();
    expect(screen.queryByRole('list', { name: '游戏钱包明细' })).not.toBeInTheDocument();
  });

  it('says honestly when the outcome is unknown, and a repeat carries the same Idempotency-Key', async () => {
    const api = backend({ '/api/transall': ['network-error', 'network-error', ok({ balance: 530 }, MSG.recovered)] });
    const user = userEvent.setup();
    renderPair();
    await shown();
    await user.click(recover());
    expect(await screen.findByText(MSG.networkError, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(MSG.recoveryUnknown);
    expect(api.callsTo('/api/transall')).toHaveLength(2);

    await waitFor(() => expect(recover()).toBeEnabled());
    await user.click(recover());
    await waitFor(() => expect(center()).toHaveTextContent('530.00'));
    const keys = api.callsTo('/api/transall').map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps a platform still being confirmed in view, not as a success', async () => {
    backend({ '/api/transall': ok({ balance: 0 }, MSG.platformTransferPending) });
    const user = userEvent.setup();
    renderPair();
    await shown();
    await user.click(recover());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(MSG.platformTransferPending));
    const toasted = await waitFor(() => {
      const main = [...document.querySelectorAll('.adm-toast-main')].find((el) => el.textContent === MSG.platformTransferPending);
      if (!main) throw new Error('not toasted');
      return main;
    });
    expect(toasted).toHaveClass('adm-toast-main-text');
  });

  it('shows a refusal where the button is, as well as in the toast', async () => {
    backend({ '/api/transall': refused(MSG.serviceBusy, 530) });
    const user = userEvent.setup();
    renderPair();
    await shown();
    await user.click(recover());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(MSG.serviceBusy));
    expect(center()).toHaveTextContent('0.00');
  });
});
