import type { Page } from '@casino/contract/wire';
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedQueryOptions } from '../src/api/paged';
import { request } from '../src/api/request';
import { PagedList } from '../src/shared/paged-list';
import { fakeApi, ok, type FakeAnswer } from './support/fake-api';

interface Notice {
  title: string;
}

function page(current: number, last: number, titles: string[]): Page<Notice> {
  return { current_page: current, data: titles.map((title) => ({ title })), from: null, to: null, last_page: last, per_page: 2, total: 0 };
}

function Inbox() {
  const list = useInfiniteQuery(
    pagedQueryOptions(['inbox-test'], async (pageNumber) => (await request('noticeList', { page: pageNumber })).data as Page<Notice>),
  );
  return <PagedList list={list} renderItem={(notice) => <p key={notice.title}>{notice.title}</p>} />;
}

function renderInbox() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Inbox />
    </QueryClientProvider>,
  );
}

// jsdom lays nothing out, so every element lacks an offsetParent and InfiniteScroll would never look at
// where it is; give elements their parent, which puts the list's end in view, as on a short phone list.
Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
  configurable: true,
  get(this: HTMLElement) {
    return this.parentElement;
  },
});

describe('the paged list', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loads page after page until last_page', async () => {
    const api = fakeApi({ '/api/noticeList': [ok(page(1, 2, ['第一条', '第二条'])), ok(page(2, 2, ['第三条']))] });
    renderInbox();
    expect(await screen.findByText('第三条')).toBeInTheDocument();
    expect(screen.getByText('第一条')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('没有更多了')).toBeInTheDocument());
    expect(api.callsTo('/api/noticeList').map((call) => call.body)).toEqual([{ page: 1 }, { page: 2 }]);
  });

  it('shows the empty state', async () => {
    fakeApi({ '/api/noticeList': ok(page(1, 1, [])) });
    renderInbox();
    expect(await screen.findByText('暂无资料')).toBeInTheDocument();
  });

  it('offers to load again after a failure', async () => {
    const failure: FakeAnswer = 'network-error';
    fakeApi({ '/api/noticeList': [failure, ok(page(1, 1, ['第一条']))] });
    const user = userEvent.setup();
    renderInbox();
    await user.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('第一条')).toBeInTheDocument();
  });
});
