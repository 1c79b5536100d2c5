import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAIN_WALLET_NAME } from '@casino/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MeyListPage from '../src/app/screens/mey-list-page';
import FundingRecordsPage from '../src/features/records/funding-records-page';
import { session } from '../src/shared/session';
import { fakeApi, ok } from './support/fake-api';
import { pageOf, renderScreen } from './support/render-screen';

/** Each record type's kind and its side for the main wallet, as the server answers them. */
const KIND_OF_TYPE: Record<number, { kind: string; direction: string }> = {
  1: { kind: 'deposit', direction: 'in' },
  2: { kind: 'withdrawal', direction: 'out' },
  3: { kind: 'transfer_in', direction: 'out' },
  4: { kind: 'transfer_out', direction: 'in' },
};
/** A record of the type in the state, numbered T<type>-<state>. */
const record = (type: number, state: number, pay_way = '银行卡转账') => ({
  created_at: '2026-01-02 10:00:00',
  out_trade_no: `T${String(type)}-${String(state)}`,
  pay_way,
  amount: 500,
  state,
  ...KIND_OF_TYPE[type],
});
const bet = (bet_id: string, status: number, win_loss: number) => ({
  bet_time: '2026-01-02 11:00:00',
  bet_id,
  Code: 'AG旗舰厅',
  playname: '幸运老虎机',
  playmemo: '福 福 7',
  bet_amount: 10,
  win_loss,
  status,
});

/** The answer of gettransrecord by the asked type: each type's states, to see its labels. */
function transactionsByType(body: unknown) {
  const { type } = body as { type: number };
  if (type === 1 || type === 2) {
    const refused = { ...record(type, 3), remark: '<b>收款账户有误</b>' };
    return pageOf([record(type, 0), record(type, 1), record(type, 2), refused]);
  }
  return pageOf([record(type, 0, 'AG旗舰厅'), record(type, 1, 'AG旗舰厅'), record(type, 2, 'AG旗舰厅'), record(type, 3, 'AG旗舰厅')]);
}

/** A backend whose gettransrecord answers by type (the fake answers per path, so fetch is wrapped). */
function recordsBackend() {
  const api = fakeApi({
    '/api/betrecord': ok(pageOf([bet('B0', 0, 0), bet('B1', 1, 15), bet('B2', 2, -10)])),
  });
  const fake = globalThis.fetch;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url.endsWith('/api/gettransrecord')) {
      await fake(url, init);
      return new Response(JSON.stringify({ code: 200, message: '', data: transactionsByType(JSON.parse(init?.body as string)) }));
    }
    return fake(url, init);
  });
  return api;
}

const stateOf = (orderNo: string) => screen.getByText(`单号 ${orderNo}`).closest('article');

describe('the records screens', () => {
  beforeEach(() => {
    session.signIn('token-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
  });

  it('lists deposits by default (today), with the review labels of SPEC §4', async () => {
    const api = recordsBackend();
    renderScreen(<MeyListPage />, '/meyList');
    expect(await screen.findByText('单号 T1-1')).toBeInTheDocument();
    expect(within(stateOf('T1-0') as HTMLElement).getByText('未定义')).toBeInTheDocument();
    expect(within(stateOf('T1-1') as HTMLElement).getByText('待审核')).toBeInTheDocument();
    expect(within(stateOf('T1-2') as HTMLElement).getByText('审核通过')).toBeInTheDocument();
    expect(within(stateOf('T1-3') as HTMLElement).getByText('审核拒绝')).toBeInTheDocument();
    expect(screen.getAllByText('存款 · 银行卡转账')).toHaveLength(4);
    // The operator's reason, on the refused record only, as text: never markup.
    expect(within(stateOf('T1-3') as HTMLElement).getByText('拒绝原因：<b>收款账户有误</b>')).toBeInTheDocument();
    expect(stateOf('T1-3')?.querySelector('b')).toBeNull();
    expect(screen.getAllByText(/^拒绝原因：/)).toHaveLength(1);
    expect(api.callsTo('/api/gettransrecord')[0]?.body).toEqual({ type: 1, date: 1, page: 1, api_type: '' });
  });

  it('asks for the chosen record type and date, with transfer labels for types 3 and 4', async () => {
    const user = userEvent.setup();
    const api = recordsBackend();
    renderScreen(<MeyListPage />, '/meyList');
    await screen.findByText('单号 T1-1');
    const types = screen.getByRole('group', { name: '交易类型' });
    expect(within(types).getAllByRole('option').map((o) => o.textContent)).toEqual(['存款', '取款', '转入', '转出']);
    await user.click(within(types).getByRole('option', { name: '转出' }));
    expect(await screen.findByText('单号 T4-1')).toBeInTheDocument();
    expect(within(stateOf('T4-0') as HTMLElement).getByText('失败')).toBeInTheDocument();
    expect(within(stateOf('T4-1') as HTMLElement).getByText('成功')).toBeInTheDocument();
    expect(within(stateOf('T4-2') as HTMLElement).getByText('待结算')).toBeInTheDocument();
    expect(within(stateOf('T4-3') as HTMLElement).getByText('未定义')).toBeInTheDocument();

    const dates = screen.getByRole('group', { name: '时间' });
    expect(within(dates).getAllByRole('option').map((o) => o.textContent)).toEqual(['今天', '一周内', '半个月内', '一个月内']);
    await user.click(within(dates).getByRole('option', { name: '半个月内' }));
    await waitFor(() => expect(api.callsTo('/api/gettransrecord').at(-1)?.body).toEqual({ type: 4, date: 3, page: 1, api_type: '' }));
    // Tapping the chosen date again keeps it.
    await user.click(within(dates).getByRole('option', { name: '半个月内' }));
    expect(within(dates).getByRole('option', { name: '半个月内' })).toHaveAttribute('aria-selected', 'true');

    await user.click(within(types).getByRole('option', { name: '转入' }));
    await waitFor(() => expect(api.callsTo('/api/gettransrecord').at(-1)?.body).toEqual({ type: 3, date: 3, page: 1, api_type: '' }));
    expect(await screen.findByText('单号 T3-1')).toBeInTheDocument();
    expect(screen.getAllByText(`${MAIN_WALLET_NAME} → AG旗舰厅`)).toHaveLength(4);
  });

  it('lists bets with the bet status labels and a date filter', async () => {
    const user = userEvent.setup();
    const api = recordsBackend();
    renderScreen(<MeyListPage />, '/meyList?tab=bet');
    expect(await screen.findByText('注单号 B1')).toBeInTheDocument();
    const rowOf = (id: string) => screen.getByText(`注单号 ${id}`).closest('article') as HTMLElement;
    expect(within(rowOf('B0')).getByText('无效注单')).toBeInTheDocument();
    expect(within(rowOf('B1')).getByText('已结算')).toBeInTheDocument();
    expect(within(rowOf('B1')).getByText('输赢 +15.00')).toBeInTheDocument();
    expect(within(rowOf('B2')).getByText('未结算')).toBeInTheDocument();
    expect(within(rowOf('B2')).getByText('输赢 -10.00')).toBeInTheDocument();
    expect(within(rowOf('B2')).getByText('投注 10.00')).toBeInTheDocument();
    expect(api.callsTo('/api/betrecord')[0]?.body).toEqual({ date: 1, page: 1, api_type: '' });
    await user.click(within(screen.getByRole('group', { name: '时间' })).getByRole('option', { name: '一个月内' }));
    await waitFor(() => expect(api.callsTo('/api/betrecord').at(-1)?.body).toEqual({ date: 4, page: 1, api_type: '' }));
  });

  it('shows 暂无资料 for an empty list', async () => {
    fakeApi({ '/api/gettransrecord': ok(pageOf([])) });
    renderScreen(<MeyListPage />, '/meyList');
    expect(await screen.findByText('暂无资料')).toBeInTheDocument();
  });

  it('asks a visitor to log in instead of calling', async () => {
    session.clear();
    const api = fakeApi({});
    renderScreen(<MeyListPage />, '/meyList');
    expect(await screen.findByText('请登录！')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('funding records: withdrawals first (the page after a withdrawal), then deposits, over a month', async () => {
    const user = userEvent.setup();
    const api = recordsBackend();
    renderScreen(<FundingRecordsPage />, '/fundingRecords');
    expect(await screen.findByText('单号 T2-1')).toBeInTheDocument();
    expect(within(stateOf('T2-1') as HTMLElement).getByText('待审核')).toBeInTheDocument();
    expect(screen.getAllByText('取款 · 银行卡转账')).toHaveLength(4);
    expect(api.callsTo('/api/gettransrecord')[0]?.body).toEqual({ type: 2, date: 4, page: 1, api_type: '' });
    await user.click(within(screen.getByRole('group', { name: '资金类型' })).getByRole('option', { name: '存款' }));
    expect(await screen.findByText('单号 T1-2')).toBeInTheDocument();
    expect(within(stateOf('T1-2') as HTMLElement).getByText('审核通过')).toBeInTheDocument();
  });

  it('funding records: ?type=1 opens on deposits', async () => {
    const api = recordsBackend();
    renderScreen(<FundingRecordsPage />, '/fundingRecords?type=1');
    expect(await screen.findByText('单号 T1-2')).toBeInTheDocument();
    expect(api.callsTo('/api/gettransrecord')[0]?.body).toEqual({ type: 1, date: 4, page: 1, api_type: '' });
  });
});
