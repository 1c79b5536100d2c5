import { beijingDay } from '@casino/contract/time';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlatformReconcile } from '../src/features/reports/platform-reconcile';
import { fakeAdminApi } from './support/fake-admin-api';
import { renderConsole } from './support/render-console';

const tally = (count: number, sum: number) => ({ count, sum });
const line = (kind: 'bets' | 'wins' | 'rollbacks', ours: [number, number], theirs: [number, number] | null) => ({
  kind,
  ours: tally(...ours),
  theirs: theirs && tally(...theirs),
  difference: theirs && tally(ours[0] - theirs[0], Math.round((ours[1] - theirs[1]) * 100) / 100),
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
            { platform: 'pg', name: 'PG电子', error: null, matched: false, lines: [line('bets', [6, 12], [5, 5]), line('wins', [5, 9.5], [5, 9.5]), line('rollbacks', [2, 3], [2, 3])] },
            { platform: 'pp', name: 'PP电子', error: null, matched: true, lines: [line('bets', [1, 1], [1, 1]), line('wins', [1, 2], [1, 2]), line('rollbacks', [0, 0], [0, 0])] },
            { platform: 'ag', name: 'AG真人', error: '取不到平台方的对账数据：timeout', matched: false, lines: [line('bets', [3, 3], null), line('wins', [0, 0], null), line('rollbacks', [0, 0], null)] },
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
});
