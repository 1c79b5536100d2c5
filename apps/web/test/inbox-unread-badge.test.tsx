import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MainLayout } from '../src/app/main-layout';
import { createQueryClient } from '../src/app/query-client';
import { MineEntries } from '../src/features/account/mine-entries';
import { InboxList } from '../src/features/inbox/inbox-list';
import { PATHS } from '../src/shared/paths';
import { MemoryRouter, Route, Routes } from '../src/shared/router';
import { session } from '../src/shared/session';
import { fakeApi, ok } from './support/fake-api';
import { pageOf } from './support/render-screen';

const message = (id: number, title: string, is_read: 0 | 1) => ({ id, title, created_at: '2026-11-27 10:00:00', content: `<p>${title}的内容</p>`, is_read });

/** The 我的 tab with its badge, the 消息中心 entry with its, and the inbox, as one member sees them together. */
function renderInboxWithBadges() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[PATHS.mine]}>
        <Routes>
          <Route element={<MainLayout />}>
            <Route
              path={PATHS.mine}
              element={
                <>
                  <MineEntries />
                  <InboxList />
                </>
              }
            />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const mineTab = () => within(document.querySelector('.app-tabbar') as HTMLElement).getByText('我的').closest('.adm-tab-bar-item') as HTMLElement;
const messagesEntry = () => screen.getByText('消息中心').closest('.adm-list-item') as HTMLElement;

describe('unread inbox messages', () => {
  beforeEach(() => {
    session.signIn('token-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
  });

  it('shows the unread count on 我的 and on 消息中心, and clears it as messages are opened', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      '/api/noticeUnread': ok({ unread: 2 }),
      '/api/noticeList': ok(pageOf([message(7, '新消息', 0), message(6, '另一条', 0), message(5, '旧消息', 1)])),
      '/api/noticeRead': [ok({ unread: 1 }), ok({ unread: 0 })],
    });
    renderInboxWithBadges();
    await waitFor(() => expect(within(mineTab()).getByText('2')).toBeInTheDocument());
    expect(within(messagesEntry()).getByText('2')).toBeInTheDocument();
    expect(await screen.findAllByRole('img', { name: '未读' })).toHaveLength(2);

    await user.click(screen.getByText('新消息'));
    expect(await screen.findByText('新消息的内容')).toBeVisible();
    await waitFor(() => expect(within(mineTab()).getByText('1')).toBeInTheDocument());
    expect(within(messagesEntry()).getByText('1')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: '未读' })).toHaveLength(1);
    expect(api.callsTo('/api/noticeRead')[0]?.body).toEqual({ id: 7 });

    // A message already read is not read again.
    await user.click(screen.getByText('旧消息'));
    await user.click(screen.getByText('另一条'));
    await waitFor(() => expect(mineTab().querySelector('.adm-badge')).toBeNull());
    expect(messagesEntry().querySelector('.adm-badge')).toBeNull();
    expect(screen.queryByRole('img', { name: '未读' })).not.toBeInTheDocument();
    expect(api.callsTo('/api/noticeRead').map((call) => call.body)).toEqual([{ id: 7 }, { id: 6 }]);
  }, 20_000);

  it('shows no badge to a visitor and asks nothing', async () => {
    session.clear();
    const api = fakeApi({});
    renderInboxWithBadges();
    expect(await screen.findByText('消息中心')).toBeInTheDocument();
    expect(mineTab().querySelector('.adm-badge')).toBeNull();
    expect(api.callsTo('/api/noticeUnread')).toHaveLength(0);
  }, 20_000);
});
