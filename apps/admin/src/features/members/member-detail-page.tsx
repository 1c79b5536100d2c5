import type { DataOf } from '@casino/contract/call';
import type { adminMember } from '@casino/contract/calls/account';
import { cardTypeLabel } from '@casino/contract/labels';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Result, Space, Table, Tabs, Tag } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { errorText } from '../../api/call';
import { useMayCall } from '../../api/me';
import { yuanText } from '../../shared/figures';
import { RefreshButton, ScreenHeader } from '../../shared/screen-header';
import { memberQuery } from './api';
import { BalanceAdjustCard } from './balance-adjust-card';
import { MemberLedgerTab } from './member-ledger-tab';
import { MemberPasswordReset } from './member-password-reset';
import { MEMBER_RECORD_TABS } from './member-record-kinds';
import { MemberRecordsTab } from './member-records-tab';
import { MemberSessionsTab } from './member-sessions-tab';
import { MemberLinks } from '../../shared/member-links';
import { MemberMoney } from './member-money';
import { MemberNotesCard } from './member-notes-card';
import { MemberStateCard } from './member-state-card';
import { MemberStateTag } from './member-state-tag';
import { MemberTagsCard } from './member-tags-card';
import { MemberVipCard } from './member-vip-card';
import { walletLabel } from './wallet-label';

type Member = DataOf<typeof adminMember>;
type BoundAccount = Member['bound_accounts'][number];
type Login = Member['logins'][number];

/**
 * 会员详情: one member's profile, wallets, ledger, records, bound accounts, sessions and logins, and what each role
 * may do about them. The open tab is the URL's (tab), as are each list's page and sort, so a reload shows the same.
 */
export function MemberDetailPage() {
  const username = useParams().username ?? '';
  const [params, setParams] = useSearchParams();
  const mayRead = useMayCall('adminMember');
  const mayChangeState = useMayCall('adminMemberState');
  const mayAdjust = useMayCall('adminAdjust');
  const mayReset = useMayCall('adminResetMemberPassword');
  const mayReadRecords = useMayCall('adminMemberRecords');
  const maySetVip = useMayCall('adminSetMemberVip');
  const member = useQuery({ ...memberQuery(username), enabled: mayRead });

  if (!mayRead) return <Result status="403" title={ADMIN_MSG.adminForbidden} />;
  if (member.isError) return <Result status="warning" title={errorText(member.error)} extra={<Link to="/member-list">返回会员列表</Link>} />;
  if (member.isPending) return <Card loading />;
  const m = member.data;
  const tabs = [
    { key: 'ledger', label: '资金流水', children: <MemberLedgerTab username={m.username} /> },
    ...(mayReadRecords ? MEMBER_RECORD_TABS.map((tab) => ({ key: tab.kind, label: tab.label, children: <MemberRecordsTab username={m.username} tab={tab} /> })) : []),
    {
      key: 'accounts',
      label: '绑定账户',
      children: (
        <Table<BoundAccount>
          rowKey={(a) => `${String(a.type)}/${a.number}`}
          size="small"
          pagination={false}
          dataSource={m.bound_accounts}
          locale={{ emptyText: '未绑定账户' }}
          columns={[
            { title: '类型', dataIndex: 'type', render: cardTypeLabel },
            { title: '名称', dataIndex: 'name' },
            { title: '账号', dataIndex: 'number' },
            { title: '户名', dataIndex: 'owner' },
            { title: '风险', dataIndex: 'blacklisted', render: (blacklisted: boolean) => blacklisted && <Tag color="red">黑名单</Tag> },
          ]}
        />
      ),
    },
    { key: 'sessions', label: '会话', children: <MemberSessionsTab username={m.username} sessions={m.sessions} /> },
    {
      key: 'logins',
      label: '登录记录',
      children: (
        <Table<Login>
          rowKey={(login) => `${login.created_at}/${login.ip}/${login.user_agent}`}
          size="small"
          pagination={false}
          dataSource={m.logins}
          locale={{ emptyText: '暂无登录记录' }}
          columns={[
            { title: '登录时间', dataIndex: 'created_at', width: 180 },
            { title: '地址', dataIndex: 'ip', width: 160 },
            { title: '设备', dataIndex: 'user_agent', ellipsis: true },
          ]}
        />
      ),
    },
  ];
  // A tab the operator may not see (a link from another role) opens the ledger.
  const activeTab = tabs.find((tab) => tab.key === params.get('tab'))?.key ?? 'ledger';
  return (
    <Space vertical size="large" style={{ width: '100%' }}>
      <ScreenHeader
        title={
          <>
            会员详情 · {m.username} <MemberStateTag state={m.state} />
            {m.bound_accounts.some((account) => account.blacklisted) && <Tag color="red">绑定了黑名单账户</Tag>}
          </>
        }
      >
        <Space>
          <Link to="/member-list">返回会员列表</Link>
          <RefreshButton list={member} />
        </Space>
      </ScreenHeader>
      <Descriptions bordered size="small" column={3} title="资料">
        <Descriptions.Item label="姓名">{m.realname}</Descriptions.Item>
        <Descriptions.Item label="手机">{m.mobile || '—'}</Descriptions.Item>
        <Descriptions.Item label="邮箱">{m.email || '—'}</Descriptions.Item>
        <Descriptions.Item label="生日">{m.birthday || '—'}</Descriptions.Item>
        <Descriptions.Item label="代理">{m.isagent ? '是' : '否'}</Descriptions.Item>
        <Descriptions.Item label="VIP">{m.vip}</Descriptions.Item>
        <Descriptions.Item label="注册时间">{m.created_at}</Descriptions.Item>
        <Descriptions.Item label="最近登录">{m.last_login_at ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="登录地址">{m.last_login_ip ?? '—'}</Descriptions.Item>
      </Descriptions>
      <Descriptions bordered size="small" column={4} title="钱包余额（元）">
        {m.wallets.map((w) => (
          <Descriptions.Item key={w.wallet} label={walletLabel(w.wallet)}>
            {yuanText(w.balance)}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Descriptions bordered size="small" column={1} title="关联账户">
        <Descriptions.Item label="共用IP、设备、收款账户、姓名或手机">{m.links.length === 0 ? '无' : <MemberLinks links={m.links} />}</Descriptions.Item>
      </Descriptions>
      <MemberTagsCard key={m.tags.join('\n')} username={m.username} tags={m.tags} />
      <MemberNotesCard username={m.username} notes={m.notes} />
      <MemberMoney money={m.money} />
      {mayReset && <MemberPasswordReset username={m.username} />}
      <Tabs
        activeKey={activeTab}
        onChange={(tab) =>
          setParams((current) => {
            const kept = new URLSearchParams(current);
            if (tab === 'ledger') kept.delete('tab');
            else kept.set('tab', tab);
            return kept;
          })
        }
        items={tabs}
      />
      {mayChangeState && <MemberStateCard username={m.username} />}
      {maySetVip && <MemberVipCard key={m.vip} username={m.username} vip={m.vip} />}
      {mayAdjust && <BalanceAdjustCard username={m.username} />}
    </Space>
  );
}
