import type { adminPlatformReconcile } from '@casino/contract/calls/reports';
import type { DataOf } from '@casino/contract/call';
import { beijingDay } from '@casino/contract/time';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/call';
import { countText, yuanText } from '../../shared/figures';
import { RefreshButton, ScreenHeader } from '../../shared/screen-header';
import { ReconcileDay } from './reconcile-day';
import { platformReconcileQuery } from './api';

type Reconciliation = DataOf<typeof adminPlatformReconcile>;
type Line = Reconciliation['platforms'][number]['lines'][number];

const KIND_LABELS: Record<Line['kind'], string> = {
  bets: '投注（未回滚）',
  wins: '派彩',
  rollbacks: '回滚（退回金额）',
  transfers_in: '转入平台',
  transfers_out: '转出平台',
  balance: '平台钱包余额（当前，笔数为会员数）',
};

/** A line the protocol gives no way to check: shown as ours only, its reason on hover. */
const NotCompared = ({ line }: { line: Line }) => (
  <Typography.Text type="secondary" title={line.note ?? undefined}>
    不核对
  </Typography.Text>
);

/** A difference: red when it is not zero. */
function Difference({ value, text }: { value: number; text: string }) {
  return value === 0 ? <>{text}</> : <Typography.Text type="danger" strong>{text}</Typography.Text>;
}

const COLUMNS = [
  { title: '项目', dataIndex: 'kind', render: (kind: Line['kind']) => KIND_LABELS[kind] },
  { title: '我方笔数', align: 'right' as const, render: (_: unknown, line: Line) => countText(line.ours.count) },
  { title: '我方金额', align: 'right' as const, render: (_: unknown, line: Line) => yuanText(line.ours.sum) },
  { title: '平台方笔数', align: 'right' as const, render: (_: unknown, line: Line) => (line.theirs ? countText(line.theirs.count) : '-') },
  { title: '平台方金额', align: 'right' as const, render: (_: unknown, line: Line) => (line.theirs ? yuanText(line.theirs.sum) : '-') },
  {
    title: '笔数差异',
    align: 'right' as const,
    render: (_: unknown, line: Line) => (line.difference ? <Difference value={line.difference.count} text={countText(line.difference.count)} /> : line.note ? <NotCompared line={line} /> : '-'),
  },
  {
    title: '金额差异',
    align: 'right' as const,
    render: (_: unknown, line: Line) => (line.difference ? <Difference value={line.difference.sum} text={yuanText(line.difference.sum)} /> : line.note ? <NotCompared line={line} /> : '-'),
  },
];

/**
 * 报表 → 平台对账 (owners and finance): a Beijing day per game platform, our bets, wins and rollbacks against the
 * platform's own report (差异 = 我方 − 平台方), the differences in red; the same figures as
 * `npm run admin -- platforms:reconcile`. A connection whose report cannot be split to its platforms that day is one
 * card (整个接入) saying why; a transfer-wallet platform adds its transfers (不核对, and why) and its balance.
 */
export function PlatformReconcile() {
  const [day, setDay] = useState(() => beijingDay(Date.now()));
  const result = useQuery(platformReconcileQuery(day));
  const data = result.data;
  return (
    <>
      <ScreenHeader title="平台对账">
        <Space wrap>
          <ReconcileDay day={day} onChange={setDay} />
          <RefreshButton list={result} />
        </Space>
      </ScreenHeader>
      {result.isError && <Alert type="error" showIcon title={errorText(result.error)} />}
      {data && data.platforms.length === 0 && <Alert type="info" showIcon title={`${data.day} 没有已接入的平台，也没有平台交易`} />}
      {data && data.platforms.length > 0 && (
        <Alert
          type={data.matched ? 'success' : 'warning'}
          showIcon
          title={data.matched ? `${data.day} 各平台的投注、派彩与回滚与平台方一致` : `${data.day} 有平台与平台方的数据不一致，或取不到平台方数据`}
        />
      )}
      {data?.platforms.map((platform) => (
        <Card
          key={platform.platform}
          size="small"
          style={{ marginTop: 16 }}
          title={`${platform.name}（${platform.platform}）`}
          extra={
            <Space size={4}>
              {platform.platforms.length > 1 && <Tag color="processing">整个接入</Tag>}
              {platform.matched ? <Tag color="success">一致</Tag> : <Tag color="error">{platform.error === null ? '有差异' : '无平台方数据'}</Tag>}
            </Space>
          }
        >
          {platform.error !== null && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={platform.error} />}
          {platform.note !== null && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={platform.note} />}
          <Table rowKey="kind" size="small" pagination={false} columns={COLUMNS} dataSource={platform.lines} aria-label={`${platform.name}对账`} />
        </Card>
      ))}
    </>
  );
}
