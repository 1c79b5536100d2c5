import { MSG } from '@casino/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import HongbaoPage from '../src/features/redpacket/hongbao-page';
import { session } from '../src/shared/session';
import { fakeApi, ok, refused, type FakeAnswer } from './support/fake-api';
import { renderScreen } from './support/render-screen';
import { appInfo as appInfoFixture } from './support/app-info-fixture';

const appInfo = (redpacket_switch: 0 | 1) =>
  ok(appInfoFixture({ redpacket_switch }));
const rules = [
  { start_time: '2026-01-01 00:00:00', end_time: '2026-12-31 23:59:59', day_flow: 100, flow_money: 999.99, recharge: 1 },
  { start_time: '2026-01-01 00:00:00', end_time: '2026-12-31 23:59:59', day_flow: 1000, flow_money: 4999.99, recharge: 3 },
];
const draws = (sendnums: number, acquirednum = 0) => ok({ sendnums, acquirednum, max_times: 3, rules, redPacketStatus: 'STARTING' });

function renderHongbao(answers: Record<string, FakeAnswer | FakeAnswer[]>) {
  const api = fakeApi({ '/api/app': appInfo(1), '/api/userredpacket': draws(1), ...answers });
  renderScreen(<HongbaoPage />, '/hongbao');
  return api;
}

async function grab() {
  // The pop-up opens with an animation that jsdom never finishes (pointer-events stay off meanwhile).
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await waitFor(() => expect(screen.getByTestId('draws-left')).not.toHaveTextContent('--'));
  await user.click(screen.getByRole('button', { name: '抢红包' }));
  return user;
}

/** A moment of 2026-11-27 in Beijing time (UTC+8). */
const beijing = (time: string) => new Date(`2026-11-27T${time}+08:00`).getTime();

/** The page's clock only (timers stay real, so the countdown ticks every real second): grabbing is open at 10:30. */
const clockAt = (time: string) => vi.useFakeTimers({ toFake: ['Date'], now: beijing(time) });

describe('the red packet page', () => {
  beforeEach(() => {
    session.signIn('token-1');
    clockAt('10:30:00');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    session.clear();
  });

  it('shows the rules table, the draws left and used', async () => {
    renderHongbao({ '/api/userredpacket': draws(2, 1) });
    await waitFor(() => expect(screen.getByTestId('draws-left')).toHaveTextContent('2'));
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['活动时间', '累计存款', '抽奖次数']);
    const [, first] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('2026-01-01至 2026-12-31');
    expect(first).toHaveTextContent('100.00~ 999.99');
    expect(first).toHaveTextContent('1 次');
    expect(screen.getByTestId('draws-left')).toHaveTextContent('2');
    expect(screen.getByTestId('draws-used')).toHaveTextContent('1');
    expect(screen.getByText('每日 10:00-12:00 开抢')).toBeInTheDocument();
  });

  it('pops up the amount won, and reads the draws again', async () => {
    const api = renderHongbao({
      '/api/userredpacket': [draws(1), draws(0, 1)],
      '/api/douserredpacket': ok({ redpacketmoney: 6.66, sendnums: 0, acquirednum: 1 }, MSG.redpacketWon),
    });
    await grab();
    const popup = await screen.findByRole('dialog', { name: MSG.redpacketWon });
    expect(within(popup).getByTestId('grab-amount')).toHaveTextContent('6.66');
    expect(api.callsTo('/api/douserredpacket')[0]?.headers['idempotency-key']).toMatch(/^[\w-]{8,}$/);
    await waitFor(() => expect(screen.getByTestId('draws-left')).toHaveTextContent('0'));
  });

  it("pops up the server's message with a deposit-now link to /wallet?type=0 when short of conditions", async () => {
    renderHongbao({ '/api/douserredpacket': refused('您暂未达到领取条件，快去完成吧！', 203) });
    const user = await grab();
    const popup = await screen.findByRole('dialog', { name: '温馨提示' });
    expect(within(popup).getByText('您暂未达到领取条件，快去完成吧！')).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: '立即存款' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/wallet?type=0');
  });

  it('pops up any other refusal with its message', async () => {
    renderHongbao({ '/api/douserredpacket': refused('暂无红包可抢', 500) });
    await grab();
    const popup = await screen.findByRole('dialog', { name: '温馨提示' });
    expect(within(popup).getByText('暂无红包可抢')).toBeInTheDocument();
    expect(within(popup).getByRole('button', { name: '立即存款' })).toBeInTheDocument();
  });

  it('pops up not started before 10:00', async () => {
    renderHongbao({ '/api/douserredpacket': refused(MSG.redpacketNotStarted, 500) });
    await grab();
    const popup = await screen.findByRole('dialog', { name: '活动尚未开始' });
    expect(within(popup).getByText(MSG.redpacketNotStarted)).toBeInTheDocument();
    expect(within(popup).queryByRole('button', { name: '立即存款' })).not.toBeInTheDocument();
  });

  it('pops up ended after 12:00', async () => {
    const api = renderHongbao({ '/api/douserredpacket': refused(MSG.redpacketEnded, 500) });
    const user = await grab();
    const popup = await screen.findByRole('dialog', { name: '活动已结束' });
    expect(within(popup).getByText(MSG.redpacketEnded)).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '活动已结束' })).not.toBeInTheDocument());
    expect(api.callsTo('/api/douserredpacket')).toHaveLength(1);
  });

  it('says 您暂未达到领取条件，快去完成吧！ without calling when no draw is left', async () => {
    const api = renderHongbao({ '/api/userredpacket': draws(0) });
    await grab();
    const popup = await screen.findByRole('dialog', { name: '温馨提示' });
    expect(within(popup).getByText(MSG.hongbaoNoDraws)).toBeInTheDocument();
    expect(api.callsTo('/api/douserredpacket')).toHaveLength(0);
  });

  it('says 服务器异常，请稍后再试 on a network failure', async () => {
    renderHongbao({ '/api/douserredpacket': 'network-error' });
    await grab();
    expect(await screen.findByText(MSG.redpacketNetworkError, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says 红包已关闭 when the site switched red packets off, without asking for draws', async () => {
    const api = renderHongbao({ '/api/app': appInfo(0) });
    expect(await screen.findByText(MSG.redpacketClosed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '抢红包' })).not.toBeInTheDocument();
    expect(api.callsTo('/api/userredpacket')).toHaveLength(0);
  });

  it('before 10:00 says when it opens with a countdown that ticks, the grab button off; at 10:00 it opens', async () => {
    clockAt('09:59:50');
    const api = renderHongbao({});
    const phase = await screen.findByTestId('grab-phase');
    expect(phase).toHaveTextContent('10:00 开抢');
    expect(phase).toHaveTextContent('距开抢 00:00:10');
    expect(screen.getByRole('button', { name: '抢红包' })).toBeDisabled();
    vi.setSystemTime(beijing('09:59:51'));
    await waitFor(() => expect(screen.getByTestId('grab-phase')).toHaveTextContent('距开抢 00:00:09'), { timeout: 2500 });
    vi.setSystemTime(beijing('10:00:00'));
    await waitFor(() => expect(screen.getByTestId('grab-phase')).toHaveTextContent('进行中'), { timeout: 2500 });
    expect(screen.getByTestId('grab-phase')).toHaveTextContent('距结束 02:00:00');
    await waitFor(() => expect(screen.getByRole('button', { name: '抢红包' })).toBeEnabled());
    expect(api.callsTo('/api/douserredpacket')).toHaveLength(0);
  });

  it('after 12:00 says 已结束 with the countdown to tomorrow, never 您暂未达到领取条件, even with no draw left', async () => {
    clockAt('12:00:00');
    const api = renderHongbao({ '/api/userredpacket': draws(0) });
    await waitFor(() => expect(screen.getByTestId('draws-left')).toHaveTextContent('0'));
    const phase = screen.getByTestId('grab-phase');
    expect(phase).toHaveTextContent('已结束');
    expect(phase).toHaveTextContent('距明日开抢 22:00:00');
    const button = screen.getByRole('button', { name: '抢红包' });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('已结束');
    await userEvent.setup({ pointerEventsCheck: 0 }).click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(MSG.hongbaoNoDraws)).not.toBeInTheDocument();
    expect(api.callsTo('/api/douserredpacket')).toHaveLength(0);
  });

  it('during the window counts down to its end and lets the member grab', async () => {
    clockAt('11:59:58');
    renderHongbao({});
    await waitFor(() => expect(screen.getByTestId('grab-phase')).toHaveTextContent('距结束 00:00:02'));
    expect(screen.getByRole('button', { name: '抢红包' })).toHaveTextContent('抢');
  });

  it("runs the window on the server's clock when it says its time, not the phone's", async () => {
    clockAt('09:00:00');
    renderHongbao({ '/api/userredpacket': ok({ sendnums: 1, acquirednum: 0, max_times: 3, rules, redPacketStatus: 'STARTING', server_time: beijing('10:30:00') }) });
    await waitFor(() => expect(screen.getByTestId('grab-phase')).toHaveTextContent('进行中'));
    expect(screen.getByTestId('grab-phase')).toHaveTextContent(/距结束 01:(30:00|29:5\d)/);
    await waitFor(() => expect(screen.getByRole('button', { name: '抢红包' })).toBeEnabled());
  });
});
