import type { DataOf } from '@casino/contract/call';
import type { adminMembers } from '@casino/contract/calls/admin';
import { MEMBER_SORTING } from '@casino/contract/list-sorting';
import { MSG } from '@casino/contract/messages';
import { useQuery } from '@tanstack/react-query';
import { Result, Select, Space, Table, Typography } from 'antd';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../api/call';
import { useMayCall } from '../../api/me';
import { MEMBERS_PAGE_SIZE, membersQuery } from './api';
import { filtersFromUrl, filtersToUrl, type MemberFilters } from './member-filters';
import { MemberSearchBox } from './member-search-box';
import { MemberStateTag, STATE_OPTIONS } from './member-state-tag';
import { MemberLink, memberPath } from '../../shared/member-link';
import { sortableColumn, tableChange } from '../../shared/table-sort';

type Member = DataOf<typeof adminMembers>['data'][number];

/**
 * 会员列表: members found by the start of their name or mobile, newest registered first or sorted by a column;
 * a row opens their detail. The search and sort are the URL's.
 */
export function MemberListPage() {
  const mayRead = useMayCall('adminMembers');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromUrl(params);
  const members = useQuery({ ...membersQuery(filters), enabled: mayRead });
  const show = (next: MemberFilters) => setParams(filtersToUrl(next));
  const search = useCallback((q: string) => setParams((current) => filtersToUrl({ ...filtersFromUrl(current), q, page: 1 })), [setParams]);

  if (!mayRead) return <Result status="403" title={MSG.adminForbidden} />;
  return (
    <>
      <Typography.Title level={4}>会员列表</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <MemberSearchBox value={filters.q} onSearch={search} />
        <Select<MemberFilters['state']>
          aria-label="状态"
          style={{ width: 120 }}
          value={filters.state}
          options={[{ value: '', label: '全部状态' }, ...STATE_OPTIONS]}
          onChange={(state) => show({ ...filters, state, page: 1 })}
        />
      </Space>
      <Table<Member>
        rowKey="username"
        loading={members.isPending || members.isPlaceholderData}
        dataSource={members.data?.data}
        locale={{ emptyText: members.isError ? errorText(members.error) : '没有找到会员' }}
        onRow={(member) => ({ onClick: () => void navigate(memberPath(member.username)), style: { cursor: 'pointer' } })}
        pagination={{ current: filters.page, pageSize: MEMBERS_PAGE_SIZE, total: members.data?.total ?? 0, showSizeChanger: false, showTotal: (total) => `共 ${String(total)} 人` }}
        onChange={(...event) => show({ ...filters, ...tableChange(MEMBER_SORTING, ...event) })}
        columns={[
          { title: '账号', dataIndex: 'username', ...sortableColumn(filters, 'username', MEMBER_SORTING.fallback), render: (username: string) => <MemberLink username={username} /> },
          { title: '姓名', dataIndex: 'realname' },
          { title: 'VIP', dataIndex: 'vip', width: 80, ...sortableColumn(filters, 'vip', MEMBER_SORTING.fallback) },
          { title: '主钱包（元）', dataIndex: 'balance', align: 'right', render: (balance: number) => balance.toFixed(2) },
          { title: '状态', dataIndex: 'state', render: (state: Member['state']) => <MemberStateTag state={state} /> },
          { title: '注册时间', dataIndex: 'created_at', width: 180, ...sortableColumn(filters, 'registered', MEMBER_SORTING.fallback) },
          { title: '最近登录', dataIndex: 'last_login_at', width: 180, ...sortableColumn(filters, 'last_login', MEMBER_SORTING.fallback), render: (time: string | null) => time ?? '—' },
          { title: '登录地址', dataIndex: 'last_login_ip', render: (ip: string | null) => ip ?? '—' },
        ]}
      />
    </>
  );
}
