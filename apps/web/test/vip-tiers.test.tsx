import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import VipPage from '../src/features/vip/vip-page';
import { session } from '../src/shared/session';
import { member } from './support/account-fixtures';
import { fakeApi, ok } from './support/fake-api';
import { renderScreen } from './support/render-screen';

const tier = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  vipname: `VIP${String(id)}`,
  status: 1,
  recharge: id * 1000,
  flow: id * 5000,
  realperson: 0.4,
  electron: 0.5,
  joker: 0.4,
  sport: 0.4,
  lottery: 0.3,
  e_sport: 0.4,
  ...overrides,
});

describe('the VIP tiers', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
  });

  it('shows each tier once, only those with status 1, with its requirements and six rebates', async () => {
    fakeApi({
      '/api/uservip': ok([tier(2), tier(1), tier(2, { vipname: '重复' }), tier(3, { status: 0 }), tier(4, { electron: 1.2 })]),
    });
    renderScreen(<VipPage />, '/vip');
    await screen.findByTestId('vip-tier-1');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('data-testid'))).toEqual(['vip-tier-1', 'vip-tier-2', 'vip-tier-4']);
    expect(screen.queryByText('重复')).not.toBeInTheDocument();
    const second = screen.getByTestId('vip-tier-2');
    expect(within(second).getByText('累计存款').nextSibling).toHaveTextContent('2000.00');
    expect(within(second).getByText('累计流水').nextSibling).toHaveTextContent('10000.00');
    const fourth = screen.getByTestId('vip-tier-4');
    for (const [label, value] of [
      ['真人视讯', '0.4%'],
      ['电子游艺', '1.2%'],
      ['棋牌游戏', '0.4%'],
      ['体育赛事', '0.4%'],
      ['彩票游戏', '0.3%'],
      ['电子竞技', '0.4%'],
    ]) {
      expect(within(fourth).getByText(label as string).nextSibling).toHaveTextContent(value as string);
    }
    // A visitor: no tier is marked.
    expect(screen.queryByText('当前等级')).not.toBeInTheDocument();
  });

  it("marks the member's tier (the number after the P of current_vip) and shows the progress towards the next", async () => {
    session.signIn('token-1');
    fakeApi({
      '/api/uservip': ok([tier(1), tier(2), tier(3), tier(4)]),
      '/api/user': ok(member({ current_vip: 'VIP2', vip: 2, paysum: 1500, totalgame: 20000 })),
    });
    renderScreen(<VipPage />, '/vip');
    await waitFor(() => expect(screen.getByTestId('vip-tier-2')).toHaveAttribute('aria-current', 'true'));
    expect(within(screen.getByTestId('vip-tier-2')).getByText('当前等级')).toBeInTheDocument();
    expect(screen.getByTestId('vip-tier-1')).not.toHaveAttribute('aria-current');
    expect(screen.getByTestId('vip-tier-3')).not.toHaveAttribute('aria-current');
    expect(screen.getByTestId('vip-summary')).toHaveTextContent('升级至 VIP3');
    expect(screen.getByTestId('vip-summary')).toHaveTextContent('累计存款1500.00 / 3000.00');
    expect(screen.getByRole('progressbar', { name: '累计存款进度' })).toHaveAttribute('aria-valuenow', '50');
    // Turnover beyond the threshold fills its bar, no further.
    expect(screen.getByRole('progressbar', { name: '累计流水进度' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('says what is still needed for the next tier: deposits and turnover left, only those not reached', async () => {
    session.signIn('token-1');
    fakeApi({
      '/api/uservip': ok([tier(1), tier(2), tier(3)]),
      '/api/user': ok(member({ current_vip: 'VIP1', vip: 1, paysum: 500.5, totalgame: 2000 })),
    });
    renderScreen(<VipPage />, '/vip');
    expect(await screen.findByTestId('vip-needed')).toHaveTextContent('还需存款 1499.50 元、流水 8000.00 元即可升级至 VIP2');
  });

  it('leaves out a threshold already reached', async () => {
    session.signIn('token-1');
    fakeApi({
      '/api/uservip': ok([tier(1), tier(2), tier(3)]),
      '/api/user': ok(member({ current_vip: 'VIP1', vip: 1, paysum: 3000, totalgame: 100 })),
    });
    renderScreen(<VipPage />, '/vip');
    expect(await screen.findByTestId('vip-needed')).toHaveTextContent('还需流水 9900.00 元即可升级至 VIP2');
    expect(screen.getByTestId('vip-needed')).not.toHaveTextContent('存款');
  });

  it('says the conditions are met when both thresholds are reached', async () => {
    session.signIn('token-1');
    fakeApi({
      '/api/uservip': ok([tier(1), tier(2), tier(3)]),
      '/api/user': ok(member({ current_vip: 'VIP1', vip: 1, paysum: 2000, totalgame: 10000 })),
    });
    renderScreen(<VipPage />, '/vip');
    expect(await screen.findByTestId('vip-needed')).toHaveTextContent('已满足 VIP2 的升级条件');
  });

  it('says so at the highest tier', async () => {
    session.signIn('token-1');
    fakeApi({ '/api/uservip': ok([tier(1), tier(2)]), '/api/user': ok(member({ current_vip: 'VIP2' })) });
    renderScreen(<VipPage />, '/vip');
    expect(await screen.findByText('已达最高等级')).toBeInTheDocument();
    expect(screen.getByTestId('vip-needed')).toHaveTextContent('您已是最高等级 VIP2，无需再升级，尽享全部特权');
  });

  it('shows 暂无资料 when no tier is active', async () => {
    fakeApi({ '/api/uservip': ok([tier(1, { status: 0 })]) });
    renderScreen(<VipPage />, '/vip');
    expect(await screen.findByText('暂无资料')).toBeInTheDocument();
  });
});
