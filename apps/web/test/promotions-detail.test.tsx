import { MSG } from '@casino/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import PromotionDetailPage from '../src/features/promotions/promotion-detail-page';
import { session } from '../src/shared/session';
import { fakeApi, ok, refused } from './support/fake-api';
import { renderScreen } from './support/render-screen';

const detail = (can_apply: 0 | 1) =>
  ok({ id: 7, type: 1, title: '新会员首存送100%', banner: '/art/7.svg', created_at: '2026-01-02 10:00:00', state: 1, content: '<p>首存彩金</p><img src="/a.png" onerror="alert(1)"><script>alert(2)</script>', can_apply });

describe('the promotion detail', () => {
  // The guard dialog's own chunk, imported once here rather than inside the first test's time limit.
  beforeAll(async () => {
    await import('../src/shared/login-guard-dialog');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
  });

  it('shows the banner, title and sanitized content; no apply button when can_apply is 0', async () => {
    const api = fakeApi({ '/api/activitydeatil': detail(0) });
    const { container } = renderDetail();
    expect(await screen.findByText('首存彩金')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '新会员首存送100%' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.queryByRole('button', { name: '立即申请' })).not.toBeInTheDocument();
    expect(api.callsTo('/api/activitydeatil')[0]?.body).toEqual({ id: 7 });
  });

  it('asks a visitor to log in (the guard dialog) without opening the apply dialog', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const api = fakeApi({ '/api/activitydeatil': detail(1) });
    renderDetail();
    await user.click(await screen.findByRole('button', { name: '立即申请' }));
    expect(await screen.findByRole('button', { name: '去登录' })).toBeInTheDocument();
    expect(screen.getByText('请登录！')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交申请' })).not.toBeInTheDocument();
    expect(api.callsTo('/api/doactivityapply')).toHaveLength(0);
  });

  it('refuses an empty amount, keeps the amount as typed but for a letter, refuses a decimal one (digits only) and applies with a whole one', { timeout: 15_000 }, async () => {
    session.signIn('token-1');
    // The dialog's mask animates in with pointer-events off.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const api = fakeApi({ '/api/activitydeatil': detail(1), '/api/doactivityapply': ok([], '申请成功') });
    renderDetail();
    await user.click(await screen.findByRole('button', { name: '立即申请' }));
    const amount = await screen.findByRole('textbox', { name: '金额' });
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText(MSG.applyAmountRequired)).toBeInTheDocument();
    expect(api.callsTo('/api/doactivityapply')).toHaveLength(0);
    await user.type(amount, '1a2.3');
    expect(amount).toHaveValue('12.3');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText(MSG.invalidAmount)).toBeInTheDocument();
    expect(api.callsTo('/api/doactivityapply')).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '123');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('申请成功')).toBeInTheDocument();
    expect(api.callsTo('/api/doactivityapply')[0]?.body).toEqual({ activityid: 7, amount: '123' });
    await waitFor(() => expect(screen.queryByRole('button', { name: '提交申请' })).not.toBeInTheDocument());
  });

  it("shows the server's refusal and keeps the dialog open with what was typed", async () => {
    session.signIn('token-1');
    // The dialog's mask animates in with pointer-events off.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    fakeApi({ '/api/activitydeatil': detail(1), '/api/doactivityapply': refused('您已申请过该活动，请等待审核', 223) });
    renderDetail();
    await user.click(await screen.findByRole('button', { name: '立即申请' }));
    await user.type(await screen.findByRole('textbox', { name: '金额' }), '500');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('您已申请过该活动，请等待审核')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '金额' })).toHaveValue('500');
  });
});

function renderDetail() {
  renderScreen(<PromotionDetailPage />, '/discountInfo?id=7');
  return { container: document.body };
}
