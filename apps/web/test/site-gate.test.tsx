import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useBalance } from '../src/api/queries/balance';
import { request } from '../src/api/request';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteGate } from '../src/features/site/site-gate';
import { appInfo } from './support/app-info-fixture';
import { fakeApi, ok, refused } from './support/fake-api';

function renderGate(appInfo: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ code: 200, message: '', data: appInfo }), { status: 200 }))),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SiteGate>
        <p>站点内容</p>
      </SiteGate>
    </QueryClientProvider>,
  );
}

const info = appInfo({ repair_tips: '维护到下午三点' });

describe('SiteGate', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the site while site_state is 1', async () => {
    renderGate(info);
    expect(await screen.findByText('站点内容')).toBeInTheDocument();
  });

  it('shows only the maintenance screen with repair_tips while site_state is 0', async () => {
    renderGate({ ...info, site_state: 0 });
    expect(await screen.findByText('维护到下午三点')).toBeInTheDocument();
    expect(screen.queryByText('站点内容')).not.toBeInTheDocument();
  });
});

/** A screen of the open site that polls the balance, and has a button making another call. */
function MemberScreen() {
  const balance = useBalance('member-token');
  return (
    <div>
      <p>站点内容</p>
      <p>余额 {String(balance.data?.balance ?? '')}</p>
      <button type="button" onClick={() => void request('user', {}).catch(() => undefined)}>
        我的资料
      </button>
    </div>
  );
}

function renderMemberGate() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SiteGate>
        <MemberScreen />
      </SiteGate>
    </QueryClientProvider>,
  );
}

describe('SiteGate on a maintenance answer (issue #13)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the maintenance screen at once when the balance poll answers the maintenance code', async () => {
    const api = fakeApi({
      '/api/app': ok(appInfo()),
      '/api/balance': [ok({ balance: 12.5, gameblance: 0 }), refused('系统升级，稍后回来', 503)],
    });
    renderMemberGate();
    expect(await screen.findByText('余额 12.5')).toBeInTheDocument();
    // The next poll (4.3 s later) is refused: the maintenance screen replaces the site, without a new app info read.
    expect(await screen.findByText('系统升级，稍后回来', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.queryByText('站点内容')).not.toBeInTheDocument();
    expect(api.callsTo('/api/app')).toHaveLength(1);
  });

  it('shows the maintenance screen at once when any other call answers the maintenance code', async () => {
    fakeApi({
      '/api/app': ok(appInfo()),
      '/api/balance': ok({ balance: 1, gameblance: 0 }),
      '/api/user': refused('网站维护中，请稍后', 503),
    });
    renderMemberGate();
    await userEvent.click(await screen.findByRole('button', { name: '我的资料' }));
    expect(await screen.findByText('网站维护中，请稍后')).toBeInTheDocument();
    expect(screen.queryByText('站点内容')).not.toBeInTheDocument();
  });

  it('comes back by itself when the app info says the site is open again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fakeApi({ '/api/app': [ok(appInfo({ site_state: 0, repair_tips: '维护中' })), ok(appInfo())], '/api/balance': ok({ balance: 1, gameblance: 0 }) });
      renderMemberGate();
      expect(await screen.findByText('维护中')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(15_000);
      expect(await screen.findByText('站点内容')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
