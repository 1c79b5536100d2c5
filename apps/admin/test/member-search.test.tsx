import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemberSearchBox } from '../src/features/members/member-search-box';
import { renderConsole } from './support/render-console';

describe('会员列表: the search box', () => {
  it('says why a one-character search is not made, and makes it once a second character is typed', async () => {
    const onSearch = vi.fn();
    renderConsole(<MemberSearchBox value="" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: '搜索会员' });
    await userEvent.type(box, '张');
    expect(await screen.findByText('请至少输入2个字再搜索')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(onSearch).not.toHaveBeenCalled();

    await userEvent.type(box, '三');
    await waitFor(() => {
      expect(onSearch).toHaveBeenCalledWith('张三');
    });
    expect(screen.queryByText('请至少输入2个字再搜索')).toBeNull();
  });
});
