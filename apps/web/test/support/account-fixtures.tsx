import type { User } from '@casino/contract/entities/account';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '../../src/shared/router';
import { session } from '../../src/shared/session';

/** A member as the server answers /api/user. */
export function member(overrides: Partial<User> = {}): User {
  return {
    username: 'player01',
    realname: '王小明',
    mobile: '',
    email: '',
    birthday: '',
    avatar: '',
    balance: 1234.5,
    gameblance: 20,
    isblack: 0,
    status: 1,
    current_vip: 'VIP3',
    next_vip: 'VIP4',
    vip: 3,
    paysum: 3000,
    totalgame: 12000,
    vipname: '/assets/demo/vip/VIP3.svg',
    isagent: 0,
    transferstatus: 0,
    usdtrate: 7.2,
    withdrawusdtrate: 7.1,
    withdrawcashfee: 1,
    withdrawfeeusdttrc: 1,
    ...overrides,
  };
}

/** Where the app is: path and query, for asserting navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * One screen of the account area through the real providers and router, at `path`, with a session when
 * `token` is given; other paths render their name so a test can see where the app went.
 */
export function renderScreen(routePath: string, screen: ReactNode, path: string, token: string | null = 't1') {
  if (token) session.signIn(token);
  else session.clear();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={screen} />
          <Route path="*" element={<p>其他页面</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}
