import type { DataOf } from '@casino/contract/call';
import type { adminQueryGatewayOrder } from '@casino/contract/calls/deposit';
import { gatewayOutcomeLabel } from '@casino/contract/gateways';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Card, Descriptions, Input, Tag, Typography } from 'antd';
import { adminCall, errorText } from '../../api/call';
import { yuanText } from '../../shared/figures';
import { invalidateGatewayNotifications } from './api';
import { GATEWAY_ORDER_STATUS_LABELS, outcomeColor } from '../../shared/gateway-labels';

type Answer = DataOf<typeof adminQueryGatewayOrder>;

const STATUS_COLORS: Record<Answer['status'], string> = { paid: 'green', unpaid: 'default', 'not-found': 'orange', unknown: 'red' };

function GatewayAnswer({ outTradeNo, answer }: { outTradeNo: string; answer: Answer }) {
  return (
    <section aria-label={`订单 ${outTradeNo} 的查询结果`}>
      <Descriptions
        size="small"
        column={2}
        bordered
        style={{ marginTop: 12 }}
        items={[
          { key: 'order', label: '订单号', children: outTradeNo },
          { key: 'status', label: '网关状态', children: <Tag color={STATUS_COLORS[answer.status]}>{GATEWAY_ORDER_STATUS_LABELS[answer.status]}</Tag> },
          { key: 'trade', label: '网关单号', children: answer.trade_no ?? '—' },
          { key: 'amount', label: '网关金额（元）', children: answer.amount === null ? '—' : yuanText(answer.amount) },
          {
            key: 'outcome',
            label: '本站处理',
            span: 2,
            children: answer.outcome === null ? '无需处理' : <Tag color={outcomeColor(answer.outcome)}>{gatewayOutcomeLabel(answer.outcome)}</Tag>,
          },
          ...(answer.error === null ? [] : [{ key: 'error', label: '原因', span: 2, children: <Typography.Text type="danger">{answer.error}</Typography.Text> }]),
        ]}
      />
    </section>
  );
}

/**
 * 查询订单: asks the gateway about one of our gateway deposit orders now. A payment it reports that we had not
 * credited is settled on the server as its notification would be (credited, or kept for review): the log is asked again.
 */
export function QueryOrderCard() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const query = useMutation({
    mutationFn: async (outTradeNo: string) => (await adminCall('adminQueryGatewayOrder', { out_trade_no: outTradeNo })).data,
    onError: (error) => void message.error(errorText(error)),
    onSuccess: () => invalidateGatewayNotifications(queryClient),
  });
  return (
    <Card size="small" title="查询订单" style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">向支付网关查询本站的网关充值订单；网关已收款而本站未入账的，按通知的规则入账或转入待审核。</Typography.Paragraph>
      <Input.Search
        aria-label="查询订单号"
        placeholder="本站订单号"
        enterButton="查询"
        loading={query.isPending}
        style={{ maxWidth: 420 }}
        onSearch={(value) => {
          const outTradeNo = value.trim();
          if (outTradeNo === '') void message.error('请输入订单号');
          else query.mutate(outTradeNo);
        }}
      />
      {query.data && <GatewayAnswer outTradeNo={query.variables} answer={query.data} />}
    </Card>
  );
}
