import type { adminDashboard } from '@casino/contract/calls/reports';
import type { DataOf } from '@casino/contract/call';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Result, Row, Segmented, Space, Statistic, Table, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../api/call';
import { useMayCall } from '../../api/me';
import { dashboardQuery, type DashboardRange } from './api';
import { DayBars } from './day-bars';
import { countText, yuanText } from '../../shared/figures';
import { RefreshButton, ScreenHeader } from '../../shared/screen-header';

type Dashboard = DataOf<typeof adminDashboard>;
type Queue = Dashboard['pending']['deposits'];

const RANGES: { label: string; value: DashboardRange }[] = [
  { label: '今日', value: 'today' },
  { label: '近7日', value: '7d' },
  { label: '近30日', value: '30d' },
];

const rangeOf = (text: string | null): DashboardRange => RANGES.find((range) => range.value === text)?.value ?? 'today';

/** One figure in a small card; `testId` lets a journey read it. */
function Figure({ testId, title, value, money = false, suffix }: { testId: string; title: string; value: number; money?: boolean; suffix?: string }) {
  return (
    <Col xs={12} md={6} xl={4}>
      <Card size="small" data-testid={testId}>
        <Statistic title={title} value={value} formatter={() => (money ? yuanText(value) : countText(value))} prefix={money ? '¥' : undefined} suffix={suffix} />
      </Card>
    </Col>
  );
}

function waited(queue: Queue): string {
  if (queue.oldest_minutes === null) return '无待处理';
  const minutes = queue.oldest_minutes;
  if (minutes < 60) return `最早等待 ${String(minutes)} 分钟`;
  if (minutes < 1440) return `最早等待 ${String(Math.floor(minutes / 60))} 小时`;
  return `最早等待 ${String(Math.floor(minutes / 1440))} 天`;
}

/** A pending queue with how long its oldest waits, linking to its screen. */
function QueueCard({ title, queue, to }: { title: string; queue: Queue; to: string }) {
  return (
    <Col xs={12} md={6}>
      <Card size="small" title={title} extra={<Link to={to}>去处理</Link>}>
        <Statistic value={queue.count} formatter={() => countText(queue.count)} suffix="条" />
        <Typography.Text type={queue.oldest_minutes !== null && queue.oldest_minutes >= 60 ? 'danger' : 'secondary'}>{waited(queue)}</Typography.Text>
      </Card>
    </Col>
  );
}

/**
 * 概览 (owners and finance): the range's money in and out, bets and GGR per platform, members, what was
 * paid out in rebates, red packets, bonuses and adjustments, the site's profit, what the members' wallets hold
 * now, the queues waiting, and a chart per day of deposits, withdrawals and GGR. The range is the URL's; money and counts with thousands separators.
 */
export function DashboardPage() {
  const mayRead = useMayCall('adminDashboard');
  const [params, setParams] = useSearchParams();
  const range = rangeOf(params.get('range'));
  const dashboard = useQuery({ ...dashboardQuery(range), enabled: mayRead });

  if (!mayRead) return <Result status="403" title={ADMIN_MSG.adminForbidden} />;
  const data = dashboard.data;
  return (
    <>
      <ScreenHeader title="概览">
        <Space wrap>
          <Segmented<DashboardRange> aria-label="时间范围" options={RANGES} value={range} onChange={(next) => setParams(next === 'today' ? {} : { range: next })} />
          <RefreshButton list={dashboard} />
          <Link to="/ledger">账本核对</Link>
        </Space>
      </ScreenHeader>
      <Space vertical size="large" style={{ width: '100%' }}>
        {dashboard.isError && <Result status="error" title={errorText(dashboard.error)} />}
        {dashboard.isPending && <Card loading />}
        {data && (
          <>
            <Typography.Text type="secondary">{data.from === data.to ? `北京时间 ${data.from}` : `北京时间 ${data.from} 至 ${data.to}`}</Typography.Text>
            <Row gutter={[16, 16]}>
              <Figure testId="figure-deposits" title="存款" value={data.deposits.sum} money suffix={`/ ${countText(data.deposits.count)} 笔`} />
              <Figure testId="figure-withdrawals" title="提款" value={data.withdrawals.sum} money suffix={`/ ${countText(data.withdrawals.count)} 笔`} />
              <Figure testId="figure-net" title="净入金" value={data.net} money />
              <Figure testId="figure-bets" title="注单数" value={data.bets} />
              <Figure testId="figure-stake" title="投注额" value={data.stake} money />
              <Figure testId="figure-ggr" title="GGR（投注−派彩）" value={data.ggr} money />
              <Figure testId="figure-new-members" title="新会员" value={data.new_members} />
              <Figure testId="figure-active-members" title="活跃会员" value={data.active_members} />
              <Figure testId="figure-rebates" title="返水" value={data.rebates} money />
              <Figure testId="figure-redpackets" title="红包" value={data.redpackets} money />
              <Figure testId="figure-bonuses" title="奖金" value={data.bonuses} money />
              <Figure testId="figure-adjustments" title="人工调整" value={data.adjustments} money />
              <Figure testId="figure-profit" title="站点盈亏" value={data.profit} money />
              <Figure testId="figure-owed" title="会员余额（当前）" value={data.owed} money />
            </Row>
            <Row gutter={[16, 16]}>
              <QueueCard title="待审充值" queue={data.pending.deposits} to="/deposits" />
              <QueueCard title="待审提现" queue={data.pending.withdrawals} to="/withdrawals" />
              <QueueCard title="优惠申请" queue={data.pending.applications} to="/applications" />
              <QueueCard title="代理申请" queue={data.pending.agents} to="/agents" />
            </Row>
            <Row gutter={[16, 16]}>
              {(
                [
                  ['每日存款', 'deposits'],
                  ['每日提款', 'withdrawals'],
                  ['每日GGR', 'ggr'],
                ] as const
              ).map(([title, key]) => (
                <Col xs={24} lg={12} xl={8} key={key}>
                  <Card size="small" title={title}>
                    <DayBars title={title} points={data.series.map((point) => ({ day: point.day, value: point[key] }))} />
                  </Card>
                </Col>
              ))}
            </Row>
            <Table<Dashboard['platforms'][number]>
              rowKey="platform"
              size="small"
              scroll={{ x: true }}
              title={() => '各平台投注'}
              pagination={false}
              dataSource={data.platforms}
              locale={{ emptyText: '暂无投注' }}
              columns={[
                { title: '平台', dataIndex: 'name' },
                { title: '注单数', dataIndex: 'bets', align: 'right', render: (bets: number) => countText(bets) },
                { title: '投注额（元）', dataIndex: 'stake', align: 'right', render: (stake: number) => yuanText(stake) },
                { title: '派彩（元）', dataIndex: 'wins', align: 'right', render: (wins: number) => yuanText(wins) },
                { title: 'GGR（元）', dataIndex: 'ggr', align: 'right', render: (ggr: number) => yuanText(ggr) },
              ]}
            />
          </>
        )}
      </Space>
    </>
  );
}
