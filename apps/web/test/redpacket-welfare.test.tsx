import { MSG } from '@casino/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WelfarePage from '../src/features/redpacket/welfare-page';
import { session } from '../src/shared/session';
import { fakeApi, ok, type FakeAnswer } from './support/fake-api';
import { pageOf, renderScreen } from './support/render-screen';
import { appInfo as appInfoFixture } from './support/app-info-fixture';

const appInfo = (redpacket_switch: 0 | 1) =>
  ok(appInfoFixture({ redpacket_switch }));
const draws = (sendnums: number, acquirednum = 0) => ok({ sendnums, acquirednum, max_times: 5, rules: [], redPacketStatus: 'STARTING' });
const history = ok(pageOf([{ money: 500, redpacketmoney: 6.66, created_at: '2026-01-02 10:30:00' }]));

function renderWelfare(answers: Record<string, FakeAnswer | FakeAnswer[]>) {
  const api = fakeApi({ '/api/app': appInfo(1), '/api/userredpacket': draws(1), '/api/redpacket': history, ...answers });
  renderScreen(<WelfarePage />, '/welfare');
  return api;
}

describe('the welfare page', () => {
  beforeEach(() => {
    session.signIn('token-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
  });

  it('lists the red packet history: deposit amount, red packet amount and time', async () => {
    const api = renderWelfare({});
    const row = (await screen.findByText('存款金额 500.00')).closest('article') as HTMLElement;
    expect(within(row).getByText('+6.66')).toBeInTheDocument();
    expect(within(row).getByText('2026-01-02 10:30:00')).toBeInTheDocument();
    expect(api.callsTo('/api/redpacket')[0]?.body).toEqual({ page: 1 });
  });

  it('says 您的剩余次数不足！ and stays when no draw is left', async () => {
    const user = userEvent.setup();
    renderWelfare({ '/api/userredpacket': draws(0, 1) });
    await waitFor(() => expect(screen.getByTestId('draws-left')).toHaveTextContent('0'));
    await user.click(screen.getByRole('button', { name: '去抢红包' }));
    expect(await screen.findByText(MSG.welfareNoDraws)).toBeInTheDocument();
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
  });

  it('goes to /hongbao with a draw left', async () => {
    const user = userEvent.setup();
    renderWelfare({});
    await waitFor(() => expect(screen.getByTestId('draws-left')).toHaveTextContent('1'));
    await user.click(screen.getByRole('button', { name: '去抢红包' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/hongbao');
  });

  it('says 红包已关闭 when the site switched red packets off', async () => {
    const user = userEvent.setup();
    const api = renderWelfare({ '/api/app': appInfo(0) });
    expect(await screen.findByText(MSG.redpacketClosed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '去抢红包' }));
    await waitFor(() => expect(screen.getAllByText(MSG.redpacketClosed)).toHaveLength(2));
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
    expect(api.callsTo('/api/userredpacket')).toHaveLength(0);
  });
});
