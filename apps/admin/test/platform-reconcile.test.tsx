import { beijingDay } from '@casino/contract/time';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlatformReconcile } from '../src/features/reports/platform-reconcile';
import { fakeAdminApi } from './support/fake-admin-api';
import { renderConsole } from './support/render-console';

const tally = (count: number, sum: number) => ({ count, sum });
type Kind = 'bets' | 'wins' | 'rollbacks' | 'transfers_in' | 'transfers_out' | 'balance';
const line = (kind: Kind, ours: [number, number], theirs: [number, number] | null, note: string | null = null) => ({
  kind,
  ours: tally(...ours),
  theirs: theirs && tally(...theirs),
  difference: theirs && tally(ours[0] - theirs[0], Math.round((ours[1] - theirs[1]) * 100) / 100),
  note,
});
const row = (platform: string, name: string, matched: boolean, lines: ReturnType<typeof line>[], more: { error?: string; note?: string; platforms?: string[] } = {}) => ({
  platform,
  name,
  platforms: more.platforms ?? [platform],
  error: more.error ?? null,
  note: more.note ?? null,
  matched,
  lines,
});

describe('报表 → 平台对账', () => {
  it('shows each platform ours against theirs, a difference in red, and a platform without its report', async () => {
    const day = beijingDay(Date.now());
    const api = fakeAdminApi({
      adminMe: { data: { name: 'fin', role: 'finance', maintenance: null } },
      adminPlatformReconcile: {
        data: {
          day,
          matched: false,
          platforms: [
            row('pg', 'PG电子', false, [line('bets', [6, 12], [5, 5]), line('wins', [5, 9.5], [5, 9.5]), line('rollbacks', [2, 3], [2, 3])]),
            row('pp', 'PP电子', true, [line('bets', [1, 1], [1, 1]), line('wins', [1, 2], [1, 2]), line('rollbacks', [0, 0], [0, 0])]),
            row('ag', 'AG真人', false, [line('bets', [3, 3], null), line('wins', [0, 0], null), line('rollbacks', [0, 0], null)], { error: '取不到平台方的对账数据：timeout' }),
          ],
        },
      },
    });
    renderConsole(<PlatformReconcile />);
    expect(await screen.findByText(`${day} 有平台与平台方的数据不一致，或取不到平台方数据`)).toBeInTheDocument();
    await waitFor(() => expect(api.sentTo('adminPlatformReconcile')).toEqual([{ day }]));

    const pg = screen.getByRole('table', { name: 'PG电子对账' });
    const bets = within(pg).getByText('投注（未回滚）').closest('tr') ?? document.body;
    const cells = within(bets).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['投注（未回滚）', '6', '12.00', '5', '5.00', '1', '7.00']);
    // The differences are marked; the kinds that agree are not.
    expect(within(bets).getByText('7.00').closest('.ant-typography-danger')).not.toBeNull();
    const wins = within(pg).getByText('派彩').closest('tr') as HTMLElement;
    expect(wins.querySelector('.ant-typography-danger')).toBeNull();

    expect(screen.getByText('一致')).toBeInTheDocument();
    expect(screen.getByText('有差异')).toBeInTheDocument();
    expect(screen.getByText('无平台方数据')).toBeInTheDocument();
    expect(screen.getByText('取不到平台方的对账数据：timeout')).toBeInTheDocument();
  });

  it('shows a connection reconciled as a whole with why, and a transfer wallet’s transfers as not compared with its balance', async () => {
    const day = beijingDay(Date.now());
    const whole = '平台方报表按游戏拆分到各平台，但有1笔交易的游戏不属于该接入的任何平台（如other_999），无法拆分：obgdy、pg按整个接入对账';
    const why = 'Hub88转账钱包接口只有转入、转出与余额查询，没有转账清单';
    fakeAdminApi({
      adminMe: { data: { name: 'fin', role: 'finance', maintenance: null } },
      adminPlatformReconcile: {
        data: {
          day,
          matched: false,
          platforms: [
            row('obgdy+pg', 'OB电子、PG电子', false, [line('bets', [1, 2], [2, 3]), line('wins', [1, 2], [1, 2]), line('rollbacks', [0, 0], [0, 0])], { note: whole, platforms: ['obgdy', 'pg'] }),
            row(
              'ag',
              'AG视讯',
              true,
              [line('bets', [0, 0], [0, 0]), line('wins', [0, 0], [0, 0]), line('rollbacks', [0, 0], [0, 0]), line('transfers_in', [1, 30], null, why), line('transfers_out', [1, 5], null, why), line('balance', [1, 25], [1, 25])],
              { note: why },
            ),
          ],
        },
      },
    });
    renderConsole(<PlatformReconcile />);
    expect(await screen.findByText(whole)).toBeInTheDocument();
    expect(screen.getByText('整个接入')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'OB电子、PG电子对账' })).toBeInTheDocument();
    const ag = screen.getByRole('table', { name: 'AG视讯对账' });
    const transfersIn = within(ag).getByText('转入平台').closest('tr') ?? document.body;
    expect(within(transfersIn).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['转入平台', '1', '30.00', '-', '-', '不核对', '不核对']);
    const balance = within(ag).getByText('平台钱包余额（当前，笔数为会员数）').closest('tr') ?? document.body;
    expect(within(balance).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['平台钱包余额（当前，笔数为会员数）', '1', '25.00', '1', '25.00', '0', '0.00']);
    expect(screen.getByText(why)).toBeInTheDocument();
    expect(screen.getByText('一致')).toBeInTheDocument();
  });
});
