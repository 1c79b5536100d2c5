import { UNDEFINED_LABEL } from '@casino/contract/labels';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ApplicationsPage from '../src/features/promotions/applications-page';
import { session } from '../src/shared/session';
import { fakeApi, ok } from './support/fake-api';
import { pageOf, renderScreen } from './support/render-screen';

const application = (id: number, activity_name: string, state: number) => ({ id, activity_name, created_at: `2026-01-0${String(id)} 10:00:00`, state });

describe('the application records', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
  });

  it('shows name, time and the state label of each application (SPEC §4)', async () => {
    session.signIn('token-1');
    fakeApi({
      '/api/activityApplyLog': ok(
        pageOf([application(1, '首存送', 1), application(2, '连赢奖励', 2), application(3, '周周送', 3), application(4, '晋级礼金', 0), application(5, '红包雨', 4)]),
      ),
    });
    renderScreen(<ApplicationsPage />, '/applyList');
    const expected: [string, string][] = [['首存送', '待审核'], ['连赢奖励', '通过'], ['周周送', '拒绝'], ['晋级礼金', UNDEFINED_LABEL], ['红包雨', UNDEFINED_LABEL]];
    for (const [name, label] of expected) {
      const row = (await screen.findByText(name)).closest('article') as HTMLElement;
      expect(within(row).getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByText('2026-01-01 10:00:00')).toBeInTheDocument();
  });

  it('says 暂无资料 without applications', async () => {
    session.signIn('token-1');
    fakeApi({ '/api/activityApplyLog': ok(pageOf([])) });
    renderScreen(<ApplicationsPage />, '/applyList');
    expect(await screen.findByText('暂无资料')).toBeInTheDocument();
  });

  it('asks a visitor to log in, without calling', async () => {
    const api = fakeApi({});
    renderScreen(<ApplicationsPage />, '/applyList');
    expect(await screen.findByText('请登录！')).toBeInTheDocument();
    expect(api.callsTo('/api/activityApplyLog')).toHaveLength(0);
  });
});
