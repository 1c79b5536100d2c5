import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemberNotesCard } from '../src/features/members/member-notes-card';
import { MemberTagsCard } from '../src/features/members/member-tags-card';
import { WithdrawalsPage } from '../src/features/withdrawals/withdrawals-page';
import { fakeAdminApi, pageOf } from './support/fake-admin-api';
import { renderConsole } from './support/render-console';

const ME = (role: string, name = 'till') => ({ adminMe: { data: { name, role, maintenance: null } } });

const NOTES = [
  { id: 2, content: '多次小额充值后大额提现', author: 'till', created_at: '2025-01-02 11:00:00' },
  { id: 1, content: '客户来电称银行卡丢失', author: 'sue', created_at: '2025-01-02 10:00:00' },
];

describe('会员详情: 备注', () => {
  it('adds a note after the contract’s check, and offers 删除 only on the operator’s own notes', async () => {
    const api = fakeAdminApi({ ...ME('finance'), adminAddMemberNote: { data: { ...NOTES[0], id: 3 } } });
    const user = userEvent.setup({ delay: null });
    renderConsole(<MemberNotesCard username="alice" notes={NOTES} />);
    expect(await screen.findByText('客户来电称银行卡丢失')).toBeInTheDocument();
    const rows = () => screen.getAllByRole('row').slice(1);
    await waitFor(() => expect(within(rows()[0] ?? document.body).getByRole('button', { name: '删除' })).toBeInTheDocument());
    expect(within(rows()[1] ?? document.body).queryByRole('button', { name: '删除' })).toBeNull();

    await user.click(screen.getByRole('button', { name: '添加备注' }));
    expect(await screen.findByText('请输入备注内容')).toBeInTheDocument();
    expect(api.sentTo('adminAddMemberNote')).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: '备注内容' }), '已电话核实');
    await user.click(screen.getByRole('button', { name: '添加备注' }));
    await waitFor(() => expect(api.sentTo('adminAddMemberNote')).toEqual([{ username: 'alice', content: '已电话核实' }]));
  });

  it('lets an owner delete anyone’s note, once confirmed', async () => {
    const api = fakeAdminApi({ ...ME('owner', 'boss'), adminDeleteMemberNote: { data: [] } });
    const user = userEvent.setup({ delay: null });
    renderConsole(<MemberNotesCard username="alice" notes={NOTES} />);
    await waitFor(() => expect(screen.getAllByRole('button', { name: '删除' })).toHaveLength(2));
    await user.click(screen.getAllByRole('button', { name: '删除' })[1] ?? document.body);
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.sentTo('adminDeleteMemberNote')).toEqual([{ id: 1 }]));
  });
});

describe('会员详情: 标签', () => {
  it('refuses an 11th tag with the contract’s message and sends nothing; saves the tags chosen', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => `标签${String(i)}`);
    const api = fakeAdminApi({ ...ME('support'), adminSetMemberTags: { data: { tags: ['高风险'] } } });
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderConsole(<MemberTagsCard username="alice" tags={ten} />);
    const box = await screen.findByRole('combobox', { name: '会员标签' });
    await user.type(box, '第十一个{Enter}');
    await user.click(screen.getByRole('button', { name: '保存标签' }));
    expect(await screen.findByText('每个会员最多10个标签')).toBeInTheDocument();
    expect(api.sentTo('adminSetMemberTags')).toEqual([]);
    unmount();

    renderConsole(<MemberTagsCard username="alice" tags={[]} />);
    await user.type(await screen.findByRole('combobox', { name: '会员标签' }), '高风险{Enter}');
    await user.click(screen.getByRole('button', { name: '保存标签' }));
    await waitFor(() => expect(api.sentTo('adminSetMemberTags')).toEqual([{ username: 'alice', tags: ['高风险'] }]));
  });
});

describe('提现审核: risk on a row', () => {
  it('shows the member’s tags and the blacklist flags beside the links', async () => {
    fakeAdminApi({
      ...ME('finance'),
      adminWithdrawals: {
        data: pageOf([
          {
            id: 7,
            order_no: 'W2001',
            username: 'bob',
            amount: 700,
            payout: 700,
            payout_unit: 'CNY',
            kind: 'bank',
            account: '中国银行 6222020200113344 张三',
            created_at: '2025-01-02 11:00:00',
            second_review: false,
            first_approved_by: null,
            flags: ['blacklisted-account', 'member-blacklisted'],
            links: [{ username: 'carol', kind: 'device', value: '0b5f3c1e-8a51-4d1e-9a7b-2f0c7d4e9a10' }],
            tags: ['高风险', '套利'],
            state: 'pending',
            reviewed_by: null,
            reviewed_at: null,
            reason: '',
          },
        ]),
      },
    });
    renderConsole(<WithdrawalsPage />, '/withdrawals');
    const row = within(await screen.findByRole('row', { name: /W2001/ }));
    for (const text of ['收款账户在黑名单中', '绑定了黑名单账户', '关联 1 个账户', '高风险', '套利']) expect(row.getByText(text)).toBeInTheDocument();
  });
});
