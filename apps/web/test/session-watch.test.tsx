import { MSG } from '@casino/contract/messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '../src/shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../src/app/query-client';
import { SessionWatch } from '../src/app/session-watch';
import { session } from '../src/shared/session';

type Answer = { status: number; body: unknown };

/** The backend: one answer per path; every call is counted. */
function backend(answers: Record<string, Answer>) {
  const fetch = vi.fn((url: string) => {
    const answer = answers[new URL(url, 'http://localhost').pathname] ?? { status: 404, body: { code: 404, message: 'not found', data: [] } };
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
  });
  vi.stubGlobal('fetch', fetch);
  return { callsTo: (path: string) => fetch.mock.calls.filter(([url]) => url.endsWith(path)).length };
}

const member = { username: 'player01', realname: '王小明', mobile: '', email: '', birthday: '', avatar: '', balance: 0, gameblance: 0, isblack: 0, status: 1, current_vip: 'VIP0', vip: 0, vipname: '', isagent: 0, transferstatus: 0, usdtrate: 7, withdrawusdtrate: 7, withdrawcashfee: 1, withdrawfeeusdttrc: 1 };

function renderWatch() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <SessionWatch />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SessionWatch', () => {
  beforeEach(() => {
    session.signIn('token-1');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    session.clear();
  });

  it('stops polling the balance at the first 401 while 认证失败 is shown', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const api = backend({
      '/api/balance': { status: 401, body: { code: 401, message: MSG.unauthorized, data: [] } },
      '/api/user': { status: 200, body: { code: 200, message: '', data: member } },
    });
    renderWatch();
    expect(await screen.findByText(MSG.authFailedBody)).toBeInTheDocument();
    for (let i = 0; i < 7; i += 1) await vi.advanceTimersByTimeAsync(4300);
    expect(api.callsTo('/api/balance')).toBe(1);
  });

  it('shows a blocked member the §5 message and clears the session on a 403, without 认证失败', async () => {
    backend({
      '/api/balance': { status: 403, body: { code: 403, message: MSG.blacklisted, data: [] } },
      '/api/user': { status: 403, body: { code: 403, message: MSG.blacklisted, data: [] } },
    });
    renderWatch();
    expect(await screen.findByText(MSG.blacklisted)).toBeInTheDocument();
    await waitFor(() => {
      expect(session.token()).toBeNull();
    });
    expect(screen.queryByText(MSG.authFailedTitle)).not.toBeInTheDocument();
  });

  it('clears a disabled member answered with 200 by an older backend', async () => {
    backend({
      '/api/balance': { status: 200, body: { code: 200, message: '', data: { balance: 0, gameblance: 0 } } },
      '/api/user': { status: 200, body: { code: 200, message: '', data: { ...member, status: 0 } } },
    });
    renderWatch();
    expect(await screen.findByText(MSG.disabled)).toBeInTheDocument();
    await waitFor(() => {
      expect(session.token()).toBeNull();
    });
  });
});
