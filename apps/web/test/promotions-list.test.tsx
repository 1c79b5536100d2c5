import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PromotionsPage from '../src/features/promotions/promotions-page';
import { fakeApi, ok } from './support/fake-api';
import { pageOf, renderScreen } from './support/render-screen';

const promotion = (id: number, type: number, title: string) => ({ id, type, title, banner: `/art/${String(id)}.svg`, created_at: '2026-01-02 10:00:00', state: 1, can_apply: 1 });

describe('the promotions list', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows 全部 first, then the types; a tab filters the list by its type', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      '/api/activitytype': ok([{ id: 1, name: '综合优惠' }, { id: 2, name: '体育优惠' }]),
      '/api/activitylist': [ok(pageOf([promotion(1, 1, '新会员首存送100%'), promotion(2, 2, '体育返水1.2%')])), ok(pageOf([promotion(2, 2, '体育返水1.2%')]))],
    });
    renderScreen(<PromotionsPage />, '/discount');
    expect(await screen.findByText('新会员首存送100%')).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    await waitFor(() => expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['全部', '综合优惠', '体育优惠']));
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    // The card's name is its visible text (title and date), so a spoken name matches what is read on screen.
    expect(screen.getByRole('link', { name: '新会员首存送100% 2026-01-02 10:00:00' })).toHaveAttribute('href', '/discountInfo?id=1');
    expect(screen.getAllByText('2026-01-02 10:00:00')).toHaveLength(2);
    expect(api.callsTo('/api/activitylist')[0]?.body).toEqual({ page: 1 });

    await user.click(screen.getByRole('tab', { name: '体育优惠' }));
    await waitFor(() => expect(screen.queryByText('新会员首存送100%')).not.toBeInTheDocument());
    expect(screen.getByText('体育返水1.2%')).toBeInTheDocument();
    expect(api.callsTo('/api/activitylist')[1]?.body).toEqual({ type: 2, page: 1 });
  });

  it('says 暂无资料 when a type has no promotion', async () => {
    fakeApi({ '/api/activitytype': ok([]), '/api/activitylist': ok(pageOf([])) });
    renderScreen(<PromotionsPage />, '/discount');
    expect(await screen.findByText('暂无资料')).toBeInTheDocument();
  });
});
