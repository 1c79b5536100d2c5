import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteGate } from '../src/features/site/site-gate';

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

const info = { title: '娱乐城', site_logo: '', site_state: 1, repair_tips: '维护到下午三点', redpacket_switch: 1, index_modal: 0, webcontent: '', app_state: 1, ios_download_url: '' };

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
