import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AgentsPage } from '../src/features/agents/agents-page';
import { fakeAdminApi, pageOf } from './support/fake-admin-api';
import { renderConsole, shownAddress } from './support/render-console';

const SUPPORT = { adminMe: { data: { name: 'ann', role: 'support', maintenance: null } } } as const;
const AGENT = { id: 3, username: 'dave', realname: '王伟', mobile: '13812345670', apply_info: '推广', created_at: '2025-01-02 10:00:00' };

describe('a list paged on the server', () => {
  it('goes back to the last page from a page past it (an old link, or its rows reviewed away)', async () => {
    const api = fakeAdminApi({ ...SUPPORT, adminAgents: [{ data: { ...pageOf([], 1), current_page: 5 } }, { data: pageOf([AGENT]) }] });
    renderConsole(<AgentsPage />, '/agents?page=5&sort=time&order=desc');
    expect(await screen.findByText('dave')).toBeInTheDocument();
    expect(shownAddress()).toBe('/agents?sort=time&order=desc');
    await waitFor(() => expect(api.sentTo('adminAgents').map((sent) => sent.page)).toEqual(['5', '1']));
  });
});
