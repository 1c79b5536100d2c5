import { PROMOTION_SORTING } from '@casino/contract/list-sorting';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Segmented, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminCall, errorText } from '../../api/call';
import { invalidatePromotions, PROMOTIONS_PER_PAGE, promotionsQuery, promotionTypesQuery } from './api';
import { PromotionForm, type Promotion } from './promotion-form';
import { PromotionTypesDialog } from './promotion-types-dialog';
import { useQuickChange } from '../../shared/use-quick-change';
import { useSortedList } from '../../shared/use-sorted-list';
import { editDeleteColumn } from '../../shared/row-actions';

/** The type in the address (?type=2), beside the list's page and sort, so a reload or a shared link opens the same list. Another type starts at page 1. */
function useTypeParam(): [number, (type: number) => void] {
  const [params, setParams] = useSearchParams();
  const type = Math.max(0, Number(params.get('type')) || 0);
  const setType = (next: number) =>
    setParams((current) => {
      const kept = new URLSearchParams(current);
      if (next === 0) kept.delete('type');
      else kept.set('type', String(next));
      kept.delete('page');
      return kept;
    });
  return [type, setType];
}

/** 优惠活动: the promotions players see on /discount, by type, sortable; shown or hidden, edited in a drawer with a preview. */
export function PromotionsPage() {
  const [type, setType] = useTypeParam();
  const list = useSortedList(PROMOTION_SORTING);
  const promotions = useQuery(promotionsQuery({ ...list, type }));
  const types = useQuery(promotionTypesQuery);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Promotion | 'new' | null>(null);
  const [typesOpen, setTypesOpen] = useState(false);
  const changed = () => invalidatePromotions(queryClient);

  const toggle = useQuickChange((p: Promotion) => adminCall('adminSavePromotion', { id: p.id, title: p.title, type: p.type, banner: p.banner, content: p.content, can_apply: p.can_apply, sort: p.sort, hidden: !p.hidden }), invalidatePromotions);
  const remove = useQuickChange((p: Promotion) => adminCall('adminDeletePromotion', { id: p.id }), invalidatePromotions);

  return (
    <Space vertical size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          优惠活动
        </Typography.Title>
        <Space>
          <Button onClick={() => setTypesOpen(true)}>活动类型</Button>
          <Button type="primary" disabled={!types.data} onClick={() => setEditing('new')}>
            新增活动
          </Button>
        </Space>
      </Space>
      <Segmented<number>
        value={type}
        onChange={setType}
        options={[{ value: 0, label: '全部' }, ...(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))]}
      />
      <Table<Promotion>
        rowKey="id"
        loading={promotions.isPending || promotions.isPlaceholderData}
        dataSource={promotions.data?.data}
        locale={{ emptyText: promotions.isError ? errorText(promotions.error) : '暂无活动' }}
        pagination={{ current: list.page, pageSize: PROMOTIONS_PER_PAGE, total: promotions.data?.total ?? 0, showSizeChanger: false }}
        onChange={list.onTableChange}
        columns={[
          { title: '编号', dataIndex: 'id', width: 80, ...list.column('id') },
          { title: '活动标题', dataIndex: 'title', ...list.column('title') },
          { title: '类型', dataIndex: 'type_name', width: 120 },
          { title: '可申请', dataIndex: 'can_apply', width: 90, render: (canApply: boolean) => (canApply ? <Tag color="green">可申请</Tag> : <Tag>仅展示</Tag>) },
          { title: '流水倍数', dataIndex: 'turnover_multiple', width: 100, align: 'right', render: (multiple: number) => `${String(multiple)} 倍` },
          { title: '排序', dataIndex: 'sort', width: 90, ...list.column('sort') },
          {
            title: '玩家可见',
            width: 110,
            ...list.column('shown'),
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
    </Space>
  );
}
