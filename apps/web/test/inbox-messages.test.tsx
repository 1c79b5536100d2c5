import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from '../src/shared/router';
import MessagePage from '../src/features/inbox/message-page';
import { session } from '../src/shared/session';
import { fakeApi, ok } from './support/fake-api';
import { pageOf, renderScreen } from './support/render-screen';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.search}</p>;
}

const inbox = ok(pageOf([{ id: 1, title: '欢迎加入', created_at: '2026-01-02 10:00:00', content: '<p>祝您游戏愉快</p>' }]));

describe('the messages', () => {
  beforeEach(() => {
    session.signIn('token-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
  });

  it('shows the inbox for type=0; a message opens in place', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ '/api/noticeList': inbox });
    renderScreen(<MessagePage />, '/message?type=0');
    expect(await screen.findByText('欢迎加入')).toBeInTheDocument();
    expect(screen.getByText('2026-01-02 10:00:00')).toBeInTheDocument();
    await user.click(screen.getByText('欢迎加入'));
    expect(await screen.findByText('祝您游戏愉快')).toBeVisible();
    expect(api.callsTo('/api/noticeList')[0]?.body).toEqual({ page: 1 });
  });

  it('switching tabs updates the query and shows the announcements', async () => {
    const user = userEvent.setup();
    fakeApi({ '/api/noticeList': inbox, '/api/homenotice': ok(['系统维护通知', '春节活动公告']) });
    renderScreen(
      <>
        <MessagePage />
        <Where />
      </>,
      '/message?type=0',
    );
    await screen.findByText('欢迎加入');
    await user.click(screen.getByRole('tab', { name: '公告' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('?type=1'));
    expect(await screen.findByText('系统维护通知')).toBeInTheDocument();
    expect(screen.getByText('春节活动公告')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '站内信' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('?type=0'));
    expect(await screen.findByText('欢迎加入')).toBeInTheDocument();
  });

  it('opens on the announcements for type=1', async () => {
    fakeApi({ '/api/homenotice': ok([]) });
    renderScreen(<MessagePage />, '/message?type=1');
    expect(await screen.findByText('暂无资料')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '公告' })).toHaveAttribute('aria-selected', 'true');
  });
});
