import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../src/api/request';
import { PasswordChangeGate } from '../src/app/password-change-gate';
import { createQueryClient } from '../src/app/query-client';
import { SessionWatch } from '../src/app/session-watch';
import LoginPage from '../src/features/auth/login-page';
import { MemoryRouter, Route, Routes, useLocation } from '../src/shared/router';
import { session } from '../src/shared/session';
import { member } from './support/account-fixtures';
import { fakeApi, ok, refused } from './support/fake-api';

const mustChange = refused(MSG.passwordMustChange, CODES.passwordMustChange);

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** A screen of the app with a button making a member call. */
function CardsScreen() {
  return (
    <div>
      <p>我的卡片</p>
      <button type="button" onClick={() => void request('getcard', { type: 1 }).catch(() => undefined)}>
        刷新卡片
      </button>
    </div>
  );
}

/** The app as app.tsx composes it: the gate around the session watch and the routes. */
function renderApp(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <PasswordChangeGate>
          <SessionWatch />
          <Routes>
            <Route path="/" element={<p>首页内容</p>} />
            <Route path="/login" element={<LoginPage />} />
            <Route path="/bankCard" element={<CardsScreen />} />
          </Routes>
        </PasswordChangeGate>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const forcedScreen = () => screen.findByRole('heading', { name: '修改登录密码', level: 1 });

describe('the forced password change after an operator reset the login password (issue #28)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
  });

  it('replaces the app when the balance poll answers the code, without toasting it', async () => {
    session.signIn('t1');
    fakeApi({ '/api/balance': mustChange, '/api/user': mustChange });
    renderApp('/bankCard');
    expect(await forcedScreen()).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordResetByService)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeInTheDocument();
    expect(screen.queryByText('我的卡片')).not.toBeInTheDocument();
    expect(screen.queryByText(MSG.passwordMustChange)).not.toBeInTheDocument();
  });

  it('replaces the app when any other call answers the code, without toasting it', async () => {
    session.signIn('t1');
    fakeApi({ '/api/balance': ok({ balance: 1, gameblance: 0 }), '/api/user': ok(member()), '/api/getcard': mustChange });
    renderApp('/bankCard');
    await userEvent.click(await screen.findByRole('button', { name: '刷新卡片' }));
    expect(await forcedScreen()).toBeInTheDocument();
    expect(screen.queryByText('我的卡片')).not.toBeInTheDocument();
    expect(screen.queryByText(MSG.passwordMustChange)).not.toBeInTheDocument();
  });

  it('shows it after a login that answers must_change_password; a change says 密码修改成功！, clears the session and goes home', async () => {
    const api = fakeApi({
      '/api/captcha': ok({ id: 'c1', image: 'data:image/svg+xml,x', expires_in: 300 }),
      '/api/login_pc': ok({ new_api_token: 't9', must_change_password: 1 }),
      '/api/editPassword': ok([], MSG.passwordChanged),
      '/api/balance': mustChange,
      '/api/user': mustChange,
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/login?type=0');
    await user.type(screen.getAllByPlaceholderText('请输入账号')[0] as HTMLElement, 'player01');
    await user.type(screen.getAllByPlaceholderText('请输入密码')[0] as HTMLElement, 'k7m2p9qa');
    await user.type(screen.getAllByPlaceholderText('请输入验证码')[0] as HTMLElement, 'ab12');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await forcedScreen()).toBeInTheDocument();
    expect(session.token()).toBe('t9');
    // No 取消: the change cannot be put off, only left with 退出登录.
    expect(screen.queryByRole('button', { name: '取消' })).not.toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('请输入旧密码'), 'k7m2p9qa');
    await user.type(screen.getByPlaceholderText('至少8位字母和数字组合'), 'efgh5678');
    await user.type(screen.getByPlaceholderText('请再次输入新密码'), 'efgh5678');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText(MSG.passwordChanged)).toBeInTheDocument();
    expect(await screen.findByText('首页内容')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(session.token()).toBeNull();
    const sent = api.callsTo('/api/editPassword');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ password: 'k7m2p9qa', paypassword: 'efgh5678', newpasword: 'efgh5678' });
    expect(sent[0]?.headers.authorization).toBe('Bearer t9');
  });

  it('lets the member leave with 退出登录 instead', async () => {
    session.signIn('t1', true);
    const api = fakeApi({ '/api/logoff': ok([]) });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/bankCard');
    await user.click(await screen.findByRole('button', { name: '退出登录' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MSG.logoutConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => {
      expect(session.token()).toBeNull();
    });
    expect(api.callsTo('/api/logoff')[0]?.headers.authorization).toBe('Bearer t1');
    expect(await screen.findByText('我的卡片')).toBeInTheDocument();
  });
});
