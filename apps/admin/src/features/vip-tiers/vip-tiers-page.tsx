import { VIP_TIER_SORTING } from '@casino/contract/list-sorting';
import { VIP_RATE_FIELDS } from '@casino/contract/rules/admin-vip-tier';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import { EnabledTag } from '../../shared/enabled-tag';
import { useState } from 'react';
import { useMayCall } from '../../api/me';
import { ScreenHeader } from '../../shared/screen-header';
import { invalidateVipTiers, vipTiersQuery } from './api';
import { percentText, RATE_LABELS, VipTierForm, type VipTier } from './vip-tier-form';
import { yuanText } from '../../shared/figures';
import { ResourceTable } from '../../shared/resource-table';
import { editColumn } from '../../shared/row-actions';
import { useListParams } from '../../shared/use-list-params';

/**
 * VIP等级: each tier's thresholds, rebate percentages per category and member count, by level or by a
 * threshold (the page and sort are the URL's). Finance and the owner edit a tier (rebates are money); support reads.
 */
export function VipTiersPage() {
  const list = useListParams({ sorting: VIP_TIER_SORTING });
  const tiers = useQuery(vipTiersQuery(list.params));
  const queryClient = useQueryClient();
  const mayEdit = useMayCall('adminSaveVipTier');
  const [editing, setEditing] = useState<VipTier | null>(null);
  return (
    <>
      <ScreenHeader title="VIP等级" />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="返水在注单结算时按会员当时的等级比例计算：修改比例只影响之后结算的注单，已计算的返水不会重新计算。会员达到累计存款和累计流水后自动升级，不会降级。"
      />
      <ResourceTable
        rowKey="id"
        query={tiers}
        list={list}
        hideSinglePage
        scroll={{ x: 'max-content' }}
        empty="暂无等级"
        columns={[
          { title: '等级', dataIndex: 'vipname', sortBy: 'level' },
          { title: '会员数', dataIndex: 'members' },
          { title: '累计存款（元）', dataIndex: 'recharge', sortBy: 'recharge', render: (value: number) => yuanText(value) },
          { title: '累计流水（元）', dataIndex: 'flow', sortBy: 'flow', render: (value: number) => yuanText(value) },
          ...VIP_RATE_FIELDS.map((field) => ({ title: RATE_LABELS[field], key: field, render: (_: unknown, tier: VipTier) => `${percentText(tier[field])}%` })),
          { title: '状态', dataIndex: 'enabled', render: (enabled: boolean) => <EnabledTag enabled={enabled} /> },
          { ...editColumn<VipTier>(setEditing, { label: (tier) => `编辑 ${tier.vipname}` }), hidden: !mayEdit },
        ]}
      />
      {editing !== null && (
        <VipTierForm
          tier={editing}
          tiers={tiers.data?.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void invalidateVipTiers(queryClient);
          }}
        />
      )}
    </>
  );
}
