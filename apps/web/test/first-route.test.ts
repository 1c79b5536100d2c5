import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmFirstRoute } from '../src/app/first-route';
import { createQueryClient } from '../src/app/query-client';

/** The API paths the app asked for, in order. */
function stubFetch(): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      asked.push(new URL(input instanceof Request ? input.url : String(input), window.location.href).pathname);
      return Promise.resolve(new Response(JSON.stringify({ code: 200, message: '', data: [] }), { status: 200 }));
    }),
  );
  return asked;
}

describe('warmFirstRoute', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the app info and what the home reads first, together, when the app opens on /', () => {
    window.location.hash = '#/';
    const asked = stubFetch();
    warmFirstRoute(createQueryClient());
    expect(asked).toEqual(expect.arrayContaining(['/api/app', '/api/bannerList', '/api/homenotice', '/api/game/list']));
  });

  it('asks only for the app info on a route that names nothing to prefetch', () => {
    window.location.hash = '#/about';
    const asked = stubFetch();
    warmFirstRoute(createQueryClient());
    expect(asked).toEqual(['/api/app']);
  });
});
