import type { GamePlatform } from '@casino/contract/entities/games';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ElectronicsPage from '../src/features/games/electronics-page';
import { fakeApi, ok } from './support/fake-api';
import { renderScreen } from './support/render-screen';

class InertIntersectionObserver {
  observe = () => undefined;
  unobserve = () => undefined;
  disconnect = () => undefined;
  takeRecords = () => [];
}

const platform = (code: string, name: string): GamePlatform => ({ code, name, logo: '', categories: ['concise'] });

describe('/electronics', () => {
  it("names each provider's tab as the catalogue names the platform, the asked one selected", async () => {
    // antd-mobile's lazy Image watches its tile; jsdom has no IntersectionObserver.
    vi.stubGlobal('IntersectionObserver', InertIntersectionObserver);
    fakeApi({
      '/api/game/platforms': ok([platform('pg', 'PG 电子（新）'), platform('obgdy', 'OB电子'), platform('fgdz', 'FG电子'), platform('pp', 'PP电子'), platform('ae', 'AE电子'), platform('fgfish', 'FG捕鱼')]),
      '/api/gamelistBycode': ok([{ catecode: 'pg', gamecode: 'pg-1', gamename: '麻将胡了', gamepic: '/pg-1.png' }]),
    });
    renderScreen(<ElectronicsPage />, '/electronics?type=pg');
    expect(await screen.findByRole('tab', { name: 'PG 电子（新）' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['OB电子', 'FG电子', 'PP电子', 'AE电子', 'PG 电子（新）', 'FG捕鱼']);
    expect(await screen.findByRole('button', { name: '麻将胡了' })).toBeInTheDocument();
  });

  it("shows the provider codes as the tabs when the catalogue's names cannot be read", async () => {
    vi.stubGlobal('IntersectionObserver', InertIntersectionObserver);
    fakeApi({ '/api/game/platforms': 'network-error', '/api/gamelistBycode': ok([]) });
    renderScreen(<ElectronicsPage />, '/electronics?type=pp');
    expect(await screen.findByRole('tab', { name: 'pp' })).toHaveAttribute('aria-selected', 'true');
  });
});
