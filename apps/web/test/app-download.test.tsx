import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '../src/shared/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../src/app/query-client';
import AppDownloadPage from '../src/features/app-download/app-download-page';
import GamePage from '../src/features/games/game-page';
import HomePage from '../src/features/home/home-page';
import { appInfo } from './support/app-info-fixture';

const site = appInfo({ title: '金沙娱乐城' });

function renderAt(path: string, iosUrl: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const found = new URL(url, 'http://localhost').pathname === '/api/app';
      const body = found ? { code: 200, message: '', data: { ...site, ios_download_url: iosUrl } } : { code: 404, message: '', data: [] };
      return Promise.resolve(new Response(JSON.stringify(body), { status: found ? 200 : 404 }));
    }),
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/app" element={<AppDownloadPage />} />
          <Route path="/gamePage" element={<GamePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the iOS download', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('has no download bar on home when the site has no iOS download', async () => {
    renderAt('/', '');
    await screen.findByRole('heading', { name: '金沙娱乐城' });
    expect(screen.queryByRole('button', { name: '立即下载' })).not.toBeInTheDocument();
  });

  it('offers the download bar on home when the site has one', async () => {
    renderAt('/', 'itms-services://?action=download-manifest&url=https://example.com/app.plist');
    expect(await screen.findByRole('button', { name: '立即下载' })).toBeInTheDocument();
  });

  it('says on /app that there is no iOS download, instead of a dead button', async () => {
    renderAt('/app', '');
    expect(await screen.findByText('暂未提供iOS下载，请联系客服')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /立即下载|客户端即将上线/ })).not.toBeInTheDocument();
  });

  it('sends /gamePage?app=1 to /app, which explains, when there is no iOS download', async () => {
    renderAt('/gamePage?app=1', '');
    expect(await screen.findByText('暂未提供iOS下载，请联系客服')).toBeInTheDocument();
  });
});
