import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '../src/shared/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../src/app/query-client';
import KefuPage from '../src/features/kefu/kefu-page';
import { FrameScreen } from '../src/shared/frame-screen';

const flags = (title: string) => (screen.getByTitle(title).getAttribute('sandbox') ?? '').split(' ');

describe('frames', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("runs another origin's page without allow-same-origin, so it cannot leave its sandbox", () => {
    render(
      <MemoryRouter>
        <FrameScreen url="https://games.example.com/play?token=t" title="游戏" />
      </MemoryRouter>,
    );
    expect(flags('游戏')).toContain('allow-scripts');
    expect(flags('游戏')).not.toContain('allow-same-origin');
  });

  it('keeps allow-same-origin for a page of our own origin (the demo game)', () => {
    render(
      <MemoryRouter>
        <FrameScreen url={`${window.location.origin}/assets/demo/game/index.html`} title="游戏" />
      </MemoryRouter>,
    );
    expect(flags('游戏')).toContain('allow-same-origin');
  });

  it("shows another origin's service chat without allow-same-origin", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ code: 200, message: '', data: { url: 'https://chat.example.com/room' } })))),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <KefuPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByTitle('在线客服');
    expect(flags('在线客服')).toContain('allow-scripts');
    expect(flags('在线客服')).not.toContain('allow-same-origin');
  });
});
