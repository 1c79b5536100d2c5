import type { adminDailyReport } from '@casino/contract/calls/reports';
import type { DataOf } from '@casino/contract/call';
import { DAILY_REPORT_SORTING } from '@casino/contract/list-sorting';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Result, Select, Space, Table, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMayCall } from '../../api/me';
import { DAY_FORMAT } from '../../shared/day-range';
import { downloadCsv } from '../../shared/download-csv';
import { ExportCsvButton } from '../../shared/export-csv-button';
import { countText, yuanText } from '../../shared/figures';
import { ResourceTable } from '../../shared/resource-table';
import { RefreshButton, ScreenHeader } from '../../shared/screen-header';
import { useListParams } from '../../shared/use-list-params';
import { REPORT_FILTERS, REPORT_PAGE_SIZE, dailyReportQuery, recentPlatformsQuery } from './api';
import { GatewayReconcile } from './gateway-reconcile';
import { PlatformReconcile } from './platform-reconcile';

type Totals = DataOf<typeof adminDailyReport>['totals'];

const money = (value: number) => yuanText(value);
const moneyColumn = (title: string, dataIndex: keyof Totals) => ({ title, dataIndex, align: 'right' as const, render: money });
const countColumn = (title: string, dataIndex: keyof Totals) => ({ title, dataIndex, align: 'right' as const, render: countText });

/** The figures' columns, after the day: each one a field of a row and of the totals. */
const FIGURE_COLUMNS = [
  moneyColumn('存款', 'deposits'),
  moneyColumn('提款', 'withdrawals'),
  moneyColumn('净入金', 'net'),
  countColumn('注单数', 'bets'),
  moneyColumn('投注额', 'stake'),
  moneyColumn('派彩', 'wins'),
  moneyColumn('GGR', 'ggr'),
  moneyColumn('返水', 'rebates'),
  moneyColumn('红包', 'redpackets'),
  moneyColumn('奖金', 'bonuses'),
  moneyColumn('人工调整', 'adjustments'),
  moneyColumn('站点盈亏', 'profit'),
  moneyColumn('会员余额', 'owed'),
  countColumn('新会员', 'new_members'),
];

/** The range's totals under the rows (every page's days, not only those shown); 会员余额 is the range's closing one. */
function TotalsRow({ totals }: { totals: Totals }) {
  return (
    <Table.Summary fixed>
      <Table.Summary.Row>
        <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
        {FIGURE_COLUMNS.map((column, index) => (
          <Table.Summary.Cell key={column.dataIndex} index={index + 1} align="right">
            {column.render(totals[column.dataIndex])}
          </Table.Summary.Cell>
        ))}
      </Table.Summary.Row>
    </Table.Summary>
  );
}

/** 报表: the daily report, and beside it 平台对账 (each game platform's day against its own report) and 支付对账 (each gateway channel's day against the gateway). */
export function ReportsPage() {
  const mayReconcile = useMayCall('adminPlatformReconcile');
  const mayReconcileGateways = useMayCall('adminGatewayReconcile');
  return (
    <Tabs
      items={[
        { key: 'daily', label: '日报表', children: <DailyReport /> },
        ...(mayReconcile ? [{ key: 'reconcile', label: '平台对账', children: <PlatformReconcile /> }] : []),
        ...(mayReconcileGateways ? [{ key: 'gateway-reconcile', label: '支付对账', children: <GatewayReconcile /> }] : []),
      ]}
    />
  );
}

/**
 * 日报表 (owners and finance): one row per Beijing day of the chosen days, newest first or oldest first, for
 * every platform or one; the days, platform and order are the URL's. 导出CSV downloads the same days for
 * Excel, newest first whatever the order on screen. The money columns do not sort: the server sums them per
 * day in memory (reports-daily.ts), not in a query it could order.
 */
function DailyReport() {
  const mayRead = useMayCall('adminDailyReport');
  const list = useListParams({ sorting: DAILY_REPORT_SORTING, filters: REPORT_FILTERS });
  const filters = list.params;
  const report = useQuery({ ...dailyReportQuery(filters), enabled: mayRead });
  const platforms = useQuery({ ...recentPlatformsQuery, enabled: mayRead });

  if (!mayRead) return <Result status="403" title={ADMIN_MSG.adminForbidden} />;
  // Each platform by its name; one in the address but without bets lately, by its code.
  const named = platforms.data ?? [];
  const platformOptions = [
    ...named.map(({ platform, name }) => ({ label: name, value: platform })),
    ...(filters.platform === '' || named.some((p) => p.platform === filters.platform) ? [] : [{ label: filters.platform, value: filters.platform }]),
  ];
  return (
    <>
      <ScreenHeader title="报表">
        <Space wrap>
          <DatePicker.RangePicker
            aria-label="日期"
            allowClear={false}
            value={[dayjs(filters.from), dayjs(filters.to)]}
            onChange={(days) => {
              if (days?.[0] && days[1]) list.filter({ from: days[0].format(DAY_FORMAT), to: days[1].format(DAY_FORMAT) });
            }}
          />
          <Select
            aria-label="平台"
            placeholder="全部平台"
            allowClear
            style={{ width: 160 }}
            options={platformOptions}
            value={filters.platform === '' ? undefined : filters.platform}
            onChange={(platform: string | undefined) => list.filter({ platform: platform ?? '' })}
          />
          <RefreshButton list={report} />
          <ExportCsvButton download={() => downloadCsv('adminDailyReportCsv', { from: filters.from, to: filters.to, platform: filters.platform }, `daily-report_${filters.from}_${filters.to}.csv`)} />
        </Space>
      </ScreenHeader>
      {filters.platform !== '' && (
        <Typography.Paragraph type="secondary">注单、投注、派彩与GGR为 {named.find((p) => p.platform === filters.platform)?.name ?? filters.platform} 平台的数据，其余（含站点盈亏、会员余额）为全站数据。</Typography.Paragraph>
      )}
      <ResourceTable
        rowKey="day"
        size="small"
        scroll={{ x: 'max-content' }}
        query={report}
        list={list}
        pageSize={REPORT_PAGE_SIZE}
        countUnit="天"
        empty="暂无数据"
        summary={() => report.data && <TotalsRow totals={report.data.totals} />}
        columns={[
          { title: '日期', dataIndex: 'day', fixed: 'left', sortBy: 'day' },
          ...FIGURE_COLUMNS,
        ]}
      />
    </>
  );
}
