import { REDPACKET_RULE_SORTING } from '@casino/contract/list-sorting';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card } from 'antd';
import { EnabledTag } from '../../shared/enabled-tag';
import { useState } from 'react';
import { invalidateRedpacketRules, redpacketRulesQuery } from './api';
import { RedpacketRuleForm, type RedpacketRule } from './redpacket-rule-form';
import { yuanText } from '../../shared/figures';
import { ResourceTable } from '../../shared/resource-table';
import { editColumn } from '../../shared/row-actions';
import { useListParams } from '../../shared/use-list-params';

/**
 * 红包规则: who earns how many draws and what a draw pays, while each rule runs; add, edit, disable. Newest
 * first or sorted by a column; the page and sort are the URL's (rules_page, rules_sort, rules_order).
 */
export function RedpacketRulesCard() {
  const list = useListParams({ sorting: REDPACKET_RULE_SORTING, prefix: 'rules_' });
  const rules = useQuery(redpacketRulesQuery(list.params));
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<RedpacketRule | 'new' | null>(null);
  const yuan = (value: number) => yuanText(value);
  return (
    <Card
      title="红包规则"
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          新增规则
        </Button>
      }
    >
      <ResourceTable
        rowKey="id"
        size="small"
        query={rules}
        list={list}
        hideSinglePage
        empty="暂无规则"
        columns={[
          // The list's own order, newest first.
          { title: '编号', dataIndex: 'id', sortBy: 'id' },
          { title: '开始时间', dataIndex: 'start_time', sortBy: 'start' },
          { title: '结束时间', dataIndex: 'end_time', sortBy: 'end' },
          // Sorted by the band's and the prize's lower ends.
          { title: '前一日存款（元）', sortBy: 'flow', render: (_, rule) => `${yuan(rule.day_flow)} – ${yuan(rule.flow_money)}` },
          { title: '抽奖次数', dataIndex: 'draws', sortBy: 'draws' },
          { title: '红包金额（元）', sortBy: 'prize', render: (_, rule) => `${yuan(rule.prize_min)} – ${yuan(rule.prize_max)}` },
          { title: '状态', dataIndex: 'enabled', sortBy: 'enabled', render: (enabled: boolean) => <EnabledTag enabled={enabled} /> },
          editColumn<RedpacketRule>(setEditing, { label: (rule) => `编辑规则 ${String(rule.id)}` }),
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
