import { formatYuan } from '@casino/contract/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Table, Tag } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/call';
import { invalidateRedpacketRules, REDPACKET_RULES_PER_PAGE, redpacketRulesQuery } from './api';
import { RedpacketRuleForm, type RedpacketRule } from './redpacket-rule-form';
import { usePageParam } from '../../shared/use-page-param';

/** 红包规则: who earns how many draws and what a draw pays, while each rule runs; add, edit, disable. */
export function RedpacketRulesCard() {
  const [page, setPage] = usePageParam('rules_page');
  const rules = useQuery(redpacketRulesQuery(page));
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<RedpacketRule | 'new' | null>(null);
  const yuan = (value: number) => formatYuan(value);
  return (
    <Card
      title="红包规则"
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          新增规则
        </Button>
      }
    >
      <Table<RedpacketRule>
        rowKey="id"
        size="small"
        loading={rules.isPending}
        dataSource={rules.data?.data}
        locale={{ emptyText: rules.isError ? errorText(rules.error) : '暂无规则' }}
        pagination={{ current: page, pageSize: REDPACKET_RULES_PER_PAGE, total: rules.data?.total ?? 0, showSizeChanger: false, hideOnSinglePage: true, onChange: setPage }}
        columns={[
          { title: '开始时间', dataIndex: 'start_time' },
          { title: '结束时间', dataIndex: 'end_time' },
          { title: '前一日存款（元）', key: 'flow', render: (_, rule) => `${yuan(rule.day_flow)} – ${yuan(rule.flow_money)}` },
          { title: '抽奖次数', dataIndex: 'draws' },
          { title: '红包金额（元）', key: 'prize', render: (_, rule) => `${yuan(rule.prize_min)} – ${yuan(rule.prize_max)}` },
          { title: '状态', dataIndex: 'enabled', render: (enabled: boolean) => (enabled ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
          {
            title: '操作',
            key: 'actions',
            render: (_, rule) => (
              <Button size="small" aria-label={`编辑规则 ${String(rule.id)}`} onClick={() => setEditing(rule)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      {editing !== null && (
        <RedpacketRuleForm
          rule={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void invalidateRedpacketRules(queryClient);
          }}
        />
      )}
    </Card>
  );
}
