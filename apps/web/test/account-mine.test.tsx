import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import MinePage from '../src/features/account/mine-page';
import { session } from '../src/shared/session';
import { member, renderScreen } from './support/account-fixtures';
import { fakeApi, ok } from './support/fake-api';

const where = () => screen.getByTestId('location');

describe('/mine', () => {
  // The guard dialog's own chunk, imported once here rather than inside the first test's time limit.
  beforeAll(async () => {
    await import('../src/shared/login-guard-dialog');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
  });

  it('shows a visitor login and register, and asks them to log in from an entry that needs a member', async () => {
    const api = fakeApi({});
    // The guard dialog's mask animates in with pointer-events off.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderScreen('/mine', <MinePage />, '/mine', null);
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login?type=0');
    expect(screen.getByRole('link', { name: '注册' })).toHaveAttribute('href', '/login?type=1');
    expect(screen.queryByText('代理申请')).not.toBeInTheDocument();
    expect(screen.queryByTestId('mine-balance')).not.toBeInTheDocument();
    await user.click(screen.getByText('账户资料'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '去登录' }));
    expect(where()).toHaveTextContent('/login?type=0&redirect=%2Faccount');
    expect(api.calls).toHaveLength(0);
  });

  it('lets a visitor open the open entries', async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderScreen('/mine', <MinePage />, '/mine', null);
    await user.click(screen.getByText('帮助中心'));
    expect(where()).toHaveTextContent(/^\/customer$/);
  });

  it('shows the member: name, tier image and name, main and game balances', async () => {
    fakeApi({ '/api/user': ok(member()), '/api/balance': ok({ balance: 1234.5, gameblance: 20 }) });
    renderScreen('/mine', <MinePage />, '/mine');
    expect(await screen.findByText('player01')).toBeInTheDocument();
    expect(screen.getByText('VIP3')).toBeInTheDocument();
    expect(screen.getByAltText('VIP3')).toHaveAttribute('src', '/assets/demo/vip/VIP3.svg');
    await waitFor(() => expect(screen.getByTestId('mine-balance')).toHaveTextContent('1234.50'));
    expect(screen.getByTestId('mine-game-balance')).toHaveTextContent('20.00');
    expect(screen.queryByRole('link', { name: '登录' })).not.toBeInTheDocument();
  });

  it('refreshes the balances: refreshusermoney, then the balance and the member are read again', async () => {
    const api = fakeApi({
      '/api/user': ok(member()),
      '/api/balance': [ok({ balance: 10, gameblance: 5 }), ok({ balance: 15, gameblance: 0 })],
      '/api/refreshusermoney': ok(member({ balance: 15, gameblance: 0 }), '刷新成功'),
    });
    const user = userEvent.setup();
    renderScreen('/mine', <MinePage />, '/mine');
    await waitFor(() => expect(screen.getByTestId('mine-balance')).toHaveTextContent('10.00'));
    await user.click(screen.getByRole('button', { name: '刷新余额' }));
    await waitFor(() => expect(screen.getByTestId('mine-balance')).toHaveTextContent('15.00'));
    expect(screen.getByTestId('mine-game-balance')).toHaveTextContent('0.00');
    expect(api.callsTo('/api/refreshusermoney')).toHaveLength(1);
    expect(api.callsTo('/api/user').length).toBeGreaterThanOrEqual(2);
  });

  it('shows 代理申请 to a member who is not an agent, and not to an agent', async () => {
    fakeApi({ '/api/user': ok(member({ isagent: 0 })), '/api/balance': ok({ balance: 0, gameblance: 0 }) });
    const user = userEvent.setup();
    const first = renderScreen('/mine', <MinePage />, '/mine');
    await user.click(await screen.findByText('代理申请'));
    expect(where()).toHaveTextContent(/^\/apply$/);
    first.unmount();

    fakeApi({ '/api/user': ok(member({ isagent: 1 })), '/api/balance': ok({ balance: 0, gameblance: 0 }) });
    renderScreen('/mine', <MinePage />, '/mine');
    await screen.findByText('player01');
    expect(screen.queryByText('代理申请')).not.toBeInTheDocument();
  });

  it('links every entry of SPEC §2 to its route', async () => {
    fakeApi({ '/api/user': ok(member()), '/api/balance': ok({ balance: 0, gameblance: 0 }) });
    const user = userEvent.setup();
    const expected: [string, string][] = [
      ['存款', '/wallet'],
      ['取款', '/withdraw'],
      ['转账', '/transfer'],
      ['交易记录', '/meyList'],
      ['福利中心', '/welfare'],
      ['银行卡管理', '/bankCard'],
      ['消息中心', '/message'],
      ['申请记录', '/applyList'],
      ['账户资料', '/account'],
      ['VIP特权', '/vip'],
      ['帮助中心', '/customer'],
      ['关于我们', '/about'],
      ['设置', '/setting'],
      ['在线客服', '/kefu'],
    ];
    for (const [title, path] of expected) {
      const view = renderScreen('/mine', <MinePage />, '/mine');
      await user.click(await screen.findByText(title));
      expect(where()).toHaveTextContent(new RegExp(`^${path}$`));
      view.unmount();
    }
  });
});
