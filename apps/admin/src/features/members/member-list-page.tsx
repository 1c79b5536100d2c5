import { MEMBER_SORTING } from '@casino/contract/list-sorting';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { useQuery } from '@tanstack/react-query';
import { MEMBER_TAG_SUGGESTIONS } from '@casino/contract/rules/admin-member-risk';
import { AutoComplete, Result, Select, Space, Tag } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useMayCall } from '../../api/me';
import { ExportCsvButton } from '../../shared/export-csv-button';
import { yuanText } from '../../shared/figures';
import { MemberLink, memberPath } from '../../shared/member-link';
import { ResourceTable } from '../../shared/resource-table';
import { ScreenHeader } from '../../shared/screen-header';
import { useListParams } from '../../shared/use-list-params';
import { downloadMembersCsv, MEMBER_FILTERS, membersQuery } from './api';
import { MemberSearchBox } from './member-search-box';
import { MemberStateTag, STATE_OPTIONS, type MemberState } from './member-state-tag';

/**
 * 会员列表: members found by the start of their name or mobile, newest registered first or sorted by a column;
 * a row opens their detail. The search and sort are the URL's.
 */
export function MemberListPage() {
  const mayRead = useMayCall('adminMembers');
  const mayExport = useMayCall('adminMembersCsv');
  const navigate = useNavigate();
  const list = useListParams({ sorting: MEMBER_SORTING, filters: MEMBER_FILTERS });
  const { q, state, tag } = list.params;
  const members = useQuery({ ...membersQuery(list.params), enabled: mayRead });
  const { filter } = list;
  // Stable, as the search box waits on it between keystrokes.
  const search = useCallback((text: string) => filter({ q: text }), [filter]);

  if (!mayRead) return <Result status="403" title={ADMIN_MSG.adminForbidden} />;
  return (
    <>
      <ScreenHeader title="会员列表">{mayExport && <ExportCsvButton download={() => downloadMembersCsv(list.params)} />}</ScreenHeader>
      <Space wrap style={{ marginBottom: 16 }}>
        <MemberSearchBox value={q} onSearch={search} />
        <Select<MemberState | ''>
          aria-label="状态"
          style={{ width: 120 }}
          value={state}
          options={[{ value: '', label: '全部状态' }, ...STATE_OPTIONS]}
          onChange={(next) => filter({ state: next })}
        />
        <AutoComplete
          aria-label="标签"
          style={{ width: 160 }}
          allowClear
          placeholder="按标签筛选"
          defaultValue={tag}
          key={tag}
          options={MEMBER_TAG_SUGGESTIONS.map((suggested) => ({ value: suggested }))}
          onSelect={(chosen: string) => filter({ tag: chosen })}
          onClear={() => filter({ tag: '' })}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && event.target instanceof HTMLInputElement) filter({ tag: event.target.value.trim() });
          }}
        />
      </Space>
      <ResourceTable
        rowKey="username"
        query={members}
        list={list}
        countUnit="人"
        empty="没有找到会员"
        onRow={(member) => ({ onClick: () => void navigate(memberPath(member.username)), style: { cursor: 'pointer' } })}
        columns={[
          { title: '账号', dataIndex: 'username', sortBy: 'username', render: (username: string) => <MemberLink username={username} /> },
          { title: '姓名', dataIndex: 'realname' },
          { title: 'VIP', dataIndex: 'vip', width: 80, sortBy: 'vip' },
          { title: '主钱包（元）', dataIndex: 'balance', align: 'right', render: (balance: number) => yuanText(balance) },
          { title: '状态', dataIndex: 'state', render: (memberState: MemberState) => <MemberStateTag state={memberState} /> },
          { title: '注册时间', dataIndex: 'created_at', width: 180, sortBy: 'registered' },
          { title: '最近登录', dataIndex: 'last_login_at', width: 180, sortBy: 'last_login', render: (time: string | null) => time ?? '—' },
          { title: '登录地址', dataIndex: 'last_login_ip', render: (ip: string | null) => ip ?? '—' },
          {
            title: '标签',
            dataIndex: 'tags',
            render: (tags: string[]) => (
              <Space size={4} wrap>
                {tags.map((one) => (
                  <Tag
                    key={one}
                    color="purple"
                    style={{ cursor: 'pointer' }}
                    title={`只看标签为 ${one} 的会员`}
                    onClick={(event) => {
                      event.stopPropagation();
                      filter({ tag: one });
                    }}
                  >
                    {one}
                  </Tag>
                ))}
              </Space>
            ),
          },
          {
            title: '关联账户',
            dataIndex: 'linked',
            align: 'right',
            render: (linked: number, member) => (linked === 0 ? '—' : <MemberLink username={member.username}>
                  <Tag color="orange">{`${String(linked)} 个`}</Tag>
                </MemberLink>),
          },
        ]}
      />
    </>
  );
}
