import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteGate } from '../src/features/site/site-gate';
import { appInfo } from './support/app-info-fixture';

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
