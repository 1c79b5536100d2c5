import { Badge, Menu } from 'antd';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { navMenuItems, navTrail } from '../src/app/nav-menu';

describe('the console menu', () => {
  it('lists a role’s screens in their groups, 概览 first, and leaves out a group the role sees nothing of', () => {
    const items = navMenuItems('finance');
    expect(items.map((item) => (item?.type === 'group' ? `${item.label as string}: ${(item.children ?? []).map((child) => String(child?.key)).join(' ')}` : String(item?.key)))).toEqual([
      'dashboard',
      '审核: deposits withdrawals credits applications',
      '会员: member-list blacklist',
      '配置: payments vip-tiers',
      '财务: ledger reports platform-transfers gateway-notifications payouts',
      '系统: callback-log',
    ]);
  });

  it('shows each screen as a menu item with its icon, and an extra node after a label when asked', () => {
    render(
      <MemoryRouter>
        <Menu mode="inline" items={navMenuItems('finance', (item) => (item.path === 'withdrawals' ? <Badge count={3} /> : null))} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['概览', '充值审核', '提现审核3', '加款复核', '优惠申请', '会员列表', '黑名单', '支付设置', 'VIP等级', '账本核对', '报表', '转账待确认', '支付通知', '代付记录', '回调日志']);
    // The icons are decoration: the item's name is its label.
    expect(screen.getByRole('menuitem', { name: '充值审核' })).toBeInTheDocument();
    expect(within(screen.getByRole('menuitem', { name: '充值审核' })).getByRole('img', { hidden: true })).toHaveAttribute('aria-hidden', 'true');
  });

  it('traces where a path is for the breadcrumb: group, screen, and a detail page under its list', () => {
    const titles = (path: string) => navTrail(path).map((item) => item.title);
    expect(titles('/withdrawals')).toEqual(['审核', '提现审核']);
    expect(titles('/dashboard')).toEqual(['概览']);
    expect(titles('/nowhere')).toEqual([]);
    render(<MemoryRouter>{titles('/members/zhang%20002').map((title, index) => <span key={index}>{title}</span>)}</MemoryRouter>);
    expect(screen.getByRole('link', { name: '会员列表' })).toHaveAttribute('href', '/member-list');
    expect(screen.getByText('zhang 002')).toBeInTheDocument();
  });
});
