import type { adminLedgerCheck } from '@casino/contract/calls/wallet';
import type { DataOf } from '@casino/contract/call';
import { formatBeijingTime } from '@casino/contract/time';
import { useMutation } from '@tanstack/react-query';
import { Button, Result, Space, Table } from 'antd';
import { adminCall, errorText } from '../../api/call';
import { LIST_PAGE_SIZE } from '../../api/page-query';
import { ScreenHeader } from '../../shared/screen-header';

type Breach = DataOf<typeof adminLedgerCheck>['breaches'][number];

/**
 * 账本核对: runs the ledger's checks on demand (no member below zero, debits equal credits, every account's
 * counters equal its transfers), and shows 账本正常 or each breach found, with when it ran.
 */
export function LedgerPage() {
  const check = useMutation({
    mutationFn: async () => ({ ...(await adminCall('adminLedgerCheck', {})).data, ranAt: Date.now() }),
  });
  const ranAt = check.data ? `核对时间：${formatBeijingTime(check.data.ranAt)}` : undefined;

  return (
    <>
      <ScreenHeader title="账本核对">
        <Button type="primary" loading={check.isPending} onClick={() => check.mutate()}>
          开始核对
        </Button>
      </ScreenHeader>
      <Space vertical size="large" style={{ width: '100%' }}>
        {check.isIdle && <Result status="info" title="尚未核对" subTitle="核对会员余额不为负、借贷总额相等、每个账户的余额与其转账记录一致。" />}
        {check.isError && <Result status="error" title={errorText(check.error)} />}
        {check.data?.ok === true && <Result status="success" title="账本正常" subTitle={ranAt} />}
        {check.data?.ok === false && (
          <>
            <Result status="warning" title={`发现 ${String(check.data.breaches.length)} 处异常`} subTitle={ranAt} />
            <Table<Breach>
              rowKey={(breach) => `${breach.check}:${breach.detail}`}
              dataSource={check.data.breaches}
              pagination={{ pageSize: LIST_PAGE_SIZE, hideOnSinglePage: true }}
              columns={[
                { title: '检查项', dataIndex: 'check' },
                { title: '详情', dataIndex: 'detail' },
              ]}
            />
          </>
        )}
      </Space>
    </>
  );
}
