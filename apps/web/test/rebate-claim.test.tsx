import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { balanceQueryOptions } from '../src/api/queries/balance';
import { RebateRecords } from '../src/features/rebate/rebate-records';
import { session } from '../src/shared/session';
import { fakeApi, ok, refused } from './support/fake-api';
import { pageOf, renderScreen } from './support/render-screen';

const rebate = (gamename: string, money: number, state: number) => ({ created_at: '2026-01-02 11:00:00', gamename, money, state, updated_at: '2026-01-02 12:00:00' });
const fanshui = (jisuan: number, nojisuan: number, rows = [rebate('幸运老虎机', 0.5, 0), rebate('百家乐', 1.2, 1)]) => ok({ list: pageOf(rows), jisuan, nojisuan });

describe('the rebates tab', () => {
  beforeEach(() => {
    session.signIn('token-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
  });

  it('shows the list with its states, 已领取 and 可领取', async () => {
    const api = fakeApi({ '/api/getfanshui': fanshui(1.2, 0.5) });
    renderScreen(<RebateRecords />, '/meyList');
    const pending = (await screen.findByText('幸运老虎机')).closest('article') as HTMLElement;
    expect(within(pending).getByText('待领取')).toBeInTheDocument();
    expect(within(pending).getByText('0.50')).toBeInTheDocument();
    const claimed = screen.getByText('百家乐').closest('article') as HTMLElement;
    expect(within(claimed).getByText('已领取')).toBeInTheDocument();
    expect(within(claimed).getByText('领取于 2026-01-02 12:00:00')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('rebate-claimed')).toHaveTextContent('1.20'));
    expect(screen.getByTestId('rebate-claimable')).toHaveTextContent('0.50');
    const bodies = api.callsTo('/api/getfanshui').map((call) => call.body);
    expect(bodies).toContainEqual({ date: 1, page: 1, api_type: '', type: '' });
  });

  it('says 暂无领取额度！ when nothing is claimable, without calling dofanshui', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ '/api/getfanshui': fanshui(1.2, 0) });
    renderScreen(<RebateRecords />, '/meyList');
    await waitFor(() => expect(screen.getByTestId('rebate-claimable')).toHaveTextContent('0.00'));
    await user.click(screen.getByRole('button', { name: '立即领取' }));
    expect(await screen.findByText('暂无领取额度！')).toBeInTheDocument();
    expect(api.callsTo('/api/dofanshui')).toHaveLength(0);
  });

  it('claims with an Idempotency-Key, then reads the totals and the balance again', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      '/api/getfanshui': [fanshui(1.2, 0.5), fanshui(1.2, 0.5), fanshui(1.7, 0, [rebate('幸运老虎机', 0.5, 1), rebate('百家乐', 1.2, 1)])],
      '/api/dofanshui': ok({ money: 0.5 }, '操作成功！'),
    });
    const { queryClient } = renderScreen(<RebateRecords />, '/meyList');
    // The home's balance, as the poll left it: a claim must make it stale.
    const balanceKey = balanceQueryOptions('token-1').queryKey;
    queryClient.setQueryData(balanceKey, { balance: 0, gameblance: 0 });
    await waitFor(() => expect(screen.getByTestId('rebate-claimable')).toHaveTextContent('0.50'));
    await user.click(screen.getByRole('button', { name: '立即领取' }));
    expect(await screen.findByText('操作成功！')).toBeInTheDocument();
    const [claim] = api.callsTo('/api/dofanshui');
    expect(claim?.headers['idempotency-key']).toMatch(/^[\w-]{8,}$/);
    await waitFor(() => expect(screen.getByTestId('rebate-claimable')).toHaveTextContent('0.00'));
    expect(screen.getByTestId('rebate-claimed')).toHaveTextContent('1.70');
    expect(queryClient.getQueryState(balanceKey)?.isInvalidated).toBe(true);
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    fakeApi({ '/api/getfanshui': fanshui(0, 0.5), '/api/dofanshui': refused('暂无领取额度！', 221) });
    renderScreen(<RebateRecords />, '/meyList');
    await waitFor(() => expect(screen.getByTestId('rebate-claimable')).toHaveTextContent('0.50'));
    await user.click(screen.getByRole('button', { name: '立即领取' }));
    expect(await screen.findByText('暂无领取额度！')).toBeInTheDocument();
  });
});
