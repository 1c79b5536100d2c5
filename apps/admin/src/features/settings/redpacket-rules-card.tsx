import { REDPACKET_RULE_SORTING } from '@casino/contract/list-sorting';
import { formatYuan } from '@casino/contract/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Table } from 'antd';
import { EnabledTag } from '../../shared/enabled-tag';
import { useState } from 'react';
import { errorText } from '../../api/call';
import { invalidateRedpacketRules, REDPACKET_RULES_PER_PAGE, redpacketRulesQuery } from './api';
import { RedpacketRuleForm, type RedpacketRule } from './redpacket-rule-form';
import { useSortedList } from '../../shared/use-sorted-list';

/**
 * 红包规则: who earns how many draws and what a draw pays, while each rule runs; add, edit, disable. Newest
 * first or sorted by a column; the page and sort are the URL's (rules_page, rules_sort, rules_order).
 */
export function RedpacketRulesCard() {
  const list = useSortedList(REDPACKET_RULE_SORTING, 'rules_');
  const rules = useQuery(redpacketRulesQuery(list));
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
        loading={rules.isPending || rules.isPlaceholderData}
        dataSource={rules.data?.data}
        locale={{ emptyText: rules.isError ? errorText(rules.error) : '暂无规则' }}
        pagination={{ current: list.page, pageSize: REDPACKET_RULES_PER_PAGE, total: rules.data?.total ?? 0, showSizeChanger: false, hideOnSinglePage: true }}
        onChange={list.onTableChange}
        columns={[
          // The list's own order, newest first.
          { title: '编号', dataIndex: 'id', ...list.column('id') },
          { title: '开始时间', dataIndex: 'start_time', ...list.column('start') },
          { title: '结束时间', dataIndex: 'end_time', ...list.column('end') },
          // Sorted by the band's and the prize's lower ends.
          { title: '前一日存款（元）', ...list.column('flow'), render: (_, rule) => `${yuan(rule.day_flow)} – ${yuan(rule.flow_money)}` },
          { title: '抽奖次数', dataIndex: 'draws', ...list.column('draws') },
          { title: '红包金额（元）', ...list.column('prize'), render: (_, rule) => `${yuan(rule.prize_min)} – ${yuan(rule.prize_max)}` },
          { title: '状态', dataIndex: 'enabled', ...list.column('enabled'), render: (enabled: boolean) => <EnabledTag enabled={enabled} /> },
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
