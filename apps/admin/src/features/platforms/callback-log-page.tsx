import type { DataOf } from '@casino/contract/call';
import type { adminPlatformCallbacks } from '@casino/contract/calls/games';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { CALLBACK_OK_STATUS } from '@casino/contract/rules/admin-platform-connection';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Descriptions, Input, Result, Space, Tag, Typography } from 'antd';
import { useMayCall } from '../../api/me';
import { DayRange } from '../../shared/day-range';
import { ResourceTable } from '../../shared/resource-table';
import { ScreenHeader } from '../../shared/screen-header';
import { useListParams } from '../../shared/use-list-params';
import { CALLBACK_FILTERS, callbackLogQuery } from './api';

type Callback = DataOf<typeof adminPlatformCallbacks>['data'][number];

/** A body as it was sent or answered, indented when it is JSON. */
function Body({ text }: { text: string }) {
  let shown = text;
  try {
    shown = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // Not JSON: shown as it came.
  }
  return <pre style={{ margin: 0, maxHeight: 320, overflow: 'auto', fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{shown}</pre>;
}

function CallbackDetail({ callback }: { callback: Callback }) {
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label="交易ID">{callback.transaction_id ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="关联交易ID">{callback.reference_id ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="请求">
        <Body text={callback.request} />
      </Descriptions.Item>
      <Descriptions.Item label="应答">
        <Body text={callback.answer} />
      </Descriptions.Item>
    </Descriptions>
  );
}

/**
 * 回调日志: every wallet callback of the game platforms and our answer, kept 90 days, for a member's dispute: found by
 * platform, member, a transaction or round id, errors only and days; each row opens to its request and answer.
 */
export function CallbackLogPage() {
  const mayRead = useMayCall('adminPlatformCallbacks');
  const list = useListParams({ filters: CALLBACK_FILTERS });
  const callbacks = useQuery({ ...callbackLogQuery(list.params), enabled: mayRead });
  const { params } = list;

  if (!mayRead) return <Result status="403" title={ADMIN_MSG.adminForbidden} />;
  return (
    <>
      <ScreenHeader title="回调日志" />
      <Typography.Paragraph type="secondary">游戏平台对本站钱包的每次回调及本站的应答，保留90天。点击一行查看完整的请求和应答。</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search key={`p${params.platform}`} aria-label="平台代码" placeholder="平台代码" allowClear defaultValue={params.platform} style={{ width: 140 }} onSearch={(platform) => list.filter({ platform })} />
        <Input.Search key={`m${params.member}`} aria-label="会员账号" placeholder="会员账号" allowClear defaultValue={params.member} style={{ width: 180 }} onSearch={(member) => list.filter({ member })} />
        <Input.Search key={`r${params.ref}`} aria-label="交易或局号" placeholder="交易ID或局号" allowClear defaultValue={params.ref} style={{ width: 300 }} onSearch={(ref) => list.filter({ ref })} />
        <Checkbox checked={params.errors === '1'} onChange={(event) => list.filter({ errors: event.target.checked ? '1' : '' })}>
          只看错误
        </Checkbox>
        <DayRange from={params.from} to={params.to} onChange={list.filter} />
      </Space>
      <ResourceTable
        rowKey="id"
        query={callbacks}
        list={list}
        countUnit="条"
        empty="没有回调记录"
        scroll={{ x: 'max-content' }}
        expandable={{ expandedRowRender: (callback) => <CallbackDetail callback={callback} />, expandRowByClick: true }}
        columns={[
          { title: '时间', dataIndex: 'created_at', width: 170 },
          { title: '平台', dataIndex: 'platform', width: 90, render: (platform: string | null) => platform ?? '—' },
          { title: '接口', dataIndex: 'endpoint', width: 170 },
          { title: '会员', dataIndex: 'member', width: 120, render: (member: string | null) => member ?? '—' },
          { title: '局号', dataIndex: 'round', render: (round: string | null) => round ?? '—' },
          { title: '状态', dataIndex: 'status', render: (status: string) => <Tag color={status === CALLBACK_OK_STATUS ? 'green' : 'red'}>{status}</Tag> },
          { title: '签名', dataIndex: 'signature_valid', width: 80, render: (valid: boolean) => (valid ? <Tag color="green">有效</Tag> : <Tag color="red">无效</Tag>) },
          { title: '耗时', dataIndex: 'latency_ms', width: 90, align: 'right', render: (ms: number) => `${String(ms)} ms` },
        ]}
      />
    </>
  );
}
