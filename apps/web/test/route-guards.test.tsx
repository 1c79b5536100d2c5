import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeElement } from '../src/app/app';
import { warmFirstRoute } from '../src/app/first-route';
import { createQueryClient } from '../src/app/query-client';
import { MAIN_ROUTES, type RouteSpec } from '../src/app/routes';
import { PATHS } from '../src/shared/paths';
import { session } from '../src/shared/session';
import { renderScreen } from './support/render-screen';

const routeAt = (path: string): RouteSpec => {
  const route = MAIN_ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
};
/** What the app renders at a route (a keep-alive route renders in the layout instead, and has no guard). */
const elementAt = (path: string) => {
  const element = routeElement(routeAt(path));
  if (!element) throw new Error(`${path} is rendered by the layout`);
  return element;
};
const LOGIN_FIRST = MAIN_ROUTES.filter((route) => route.guard === 'login');

describe('the guards of the member routes', () => {
  afterEach(() => {
    session.clear();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('send a visitor from the wallet and account screens to /login, coming back after', async () => {
    expect(LOGIN_FIRST.map((route) => route.path).sort()).toEqual(
      [PATHS.wallet, PATHS.apply, PATHS.bankCard, PATHS.addBankCard, PATHS.addUsdtAds, PATHS.addAnToken, PATHS.payInfo].sort(),
    );
    renderScreen(elementAt(PATHS.wallet), `${PATHS.wallet}?type=0`);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/login?type=0&redirect=%2Fwallet%3Ftype%3D0');
  });

  it('send a visitor from the withdraw, transfer and red packet screens to / with the path to come back to', async () => {
    renderScreen(elementAt(PATHS.withdraw), PATHS.withdraw);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/?redirect=%2Fwithdraw');
  });

  it("do not load a guarded page's chunk for a visitor who opens the app on it, and do for a member", () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify({ code: 200, message: '', data: [] })))));
    const wallet = routeAt(PATHS.wallet);
    const preload = vi.spyOn(wallet.page, 'preload').mockResolvedValue(undefined);
    window.location.hash = `#${PATHS.wallet}`;
    warmFirstRoute(createQueryClient());
    expect(preload).not.toHaveBeenCalled();

    session.signIn('token-1');
    warmFirstRoute(createQueryClient());
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
