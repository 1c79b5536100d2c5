import { PROMOTION_SORTING } from '@casino/contract/list-sorting';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Segmented, Space, Switch, Tag } from 'antd';
import { useState } from 'react';
import { adminCall } from '../../api/call';
import { invalidatePromotions, PROMOTION_FILTERS, promotionsQuery, promotionTypesQuery } from './api';
import { PromotionForm, type Promotion } from './promotion-form';
import { PromotionTypesDialog } from './promotion-types-dialog';
import { useQuickChange } from '../../shared/use-quick-change';
import { ResourceTable } from '../../shared/resource-table';
import { editDeleteColumn } from '../../shared/row-actions';
import { ScreenHeader } from '../../shared/screen-header';
import { useListParams } from '../../shared/use-list-params';

/** 优惠活动: the promotions players see on /discount, by type, sortable; shown or hidden, edited in a drawer with a preview. */
export function PromotionsPage() {
  const list = useListParams({ sorting: PROMOTION_SORTING, filters: PROMOTION_FILTERS });
  const promotions = useQuery(promotionsQuery(list.params));
  const types = useQuery(promotionTypesQuery);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Promotion | 'new' | null>(null);
  const [typesOpen, setTypesOpen] = useState(false);
  const changed = () => invalidatePromotions(queryClient);

  const toggle = useQuickChange((p: Promotion) => adminCall('adminSavePromotion', { id: p.id, title: p.title, type: p.type, banner: p.banner, content: p.content, can_apply: p.can_apply, sort: p.sort, hidden: !p.hidden }), invalidatePromotions);
  const remove = useQuickChange((p: Promotion) => adminCall('adminDeletePromotion', { id: p.id }), invalidatePromotions);

  return (
    <>
      <ScreenHeader title="优惠活动">
        <Space>
          <Button onClick={() => setTypesOpen(true)}>活动类型</Button>
          <Button type="primary" disabled={!types.data} onClick={() => setEditing('new')}>
            新增活动
          </Button>
        </Space>
      </ScreenHeader>
      <Segmented<number>
        style={{ marginBottom: 16 }}
        value={Number(list.params.type) || 0}
        onChange={(type) => list.filter({ type: type === 0 ? '' : String(type) })}
        options={[{ value: 0, label: '全部' }, ...(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))]}
      />
      <ResourceTable
        rowKey="id"
        query={promotions}
        list={list}
        empty="暂无活动"
        columns={[
          { title: '编号', dataIndex: 'id', width: 80, sortBy: 'id' },
          { title: '活动标题', dataIndex: 'title', sortBy: 'title' },
          { title: '类型', dataIndex: 'type_name', width: 120 },
          { title: '可申请', dataIndex: 'can_apply', width: 90, render: (canApply: boolean) => (canApply ? <Tag color="green">可申请</Tag> : <Tag>仅展示</Tag>) },
          { title: '流水倍数', dataIndex: 'turnover_multiple', width: 100, align: 'right', render: (multiple: number) => `${String(multiple)} 倍` },
          { title: '排序', dataIndex: 'sort', width: 90, sortBy: 'sort' },
          {
            title: '玩家可见',
            width: 110,
            sortBy: 'shown',
            render: (_, p) => <Switch checked={!p.hidden} aria-label={`${p.hidden ? '显示' : '隐藏'}活动 ${p.title}`} loading={toggle.isPending && toggle.variables.id === p.id} onChange={() => toggle.mutate(p)} />,
          },
          editDeleteColumn(setEditing, remove, '删除这个活动？'),
        ]}
      />
      {editing !== null && types.data && (
        <PromotionForm
          promotion={editing}
          types={types.data}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void changed();
          }}
        />
      )}
      {typesOpen && <PromotionTypesDialog onClose={() => setTypesOpen(false)} />}
    </>
  );
}
