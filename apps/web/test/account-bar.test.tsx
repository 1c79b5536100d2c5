import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../src/shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../src/app/query-client';
import { AccountBar } from '../src/features/home/account-bar';
import { session } from '../src/shared/session';

type Answer = { status: number; body: unknown };

/** The backend: answers per path, in order when a path has several; every call is kept. */
function backend(answers: Record<string, Answer[]>) {
  const fetch = vi.fn((url: string, _init?: RequestInit) => {
    const listed = answers[new URL(url, 'http://localhost').pathname] ?? [];
    const answer = (listed.length > 1 ? listed.shift() : listed[0]) ?? { status: 404, body: { code: 404, message: 'not found', data: [] } };
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
  });
  vi.stubGlobal('fetch', fetch);
  return { callsTo: (path: string) => fetch.mock.calls.filter(([url]) => url.endsWith(path)) };
}

const ok = (data: unknown, message = ''): Answer => ({ status: 200, body: { code: 200, message, data } });

function renderBar() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AccountBar />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("home's account bar", () => {
  beforeEach(() => {
    session.signIn('token-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
  });

  it('shows the total with the game wallet, and 一键领取 brings the game money back', async () => {
    const user = userEvent.setup();
    const api = backend({
      '/api/balance': [ok({ balance: 100.5, gameblance: 20.25 }), ok({ balance: 120.75, gameblance: 0 })],
      '/api/transall': [ok({ balance: 120.75 }, '回收成功')],
    });
    renderBar();
    await waitFor(() => {
      expect(screen.getByTestId('home-balance')).toHaveTextContent('120.75');
    });
    expect(screen.getByTestId('home-game-balance')).toHaveTextContent('20.25');

    await user.click(screen.getByRole('button', { name: '一键领取' }));
    expect(await screen.findByText('回收成功')).toBeInTheDocument();
    const [call] = api.callsTo('/api/transall');
    expect(new Headers(call?.[1]?.headers).get('Idempotency-Key')).toMatch(/^[\w-]{8,}$/);
    await waitFor(() => {
      expect(screen.getByTestId('home-game-balance')).toHaveTextContent('0.00');
    });
    expect(screen.getByTestId('home-balance')).toHaveTextContent('120.75');
  });
});
