import type { adminVipTiers } from '@casino/contract/calls/vip';
import type { DataOf } from '@casino/contract/call';
import { parseYuan } from '@casino/contract/money';
import { formatHundredths } from '@casino/contract/rules/hundredths';
import { checkVipTier, checkVipTierOrder, VIP_BASE_TIER, VIP_NAME_MAX, VIP_RATE_FIELDS, type VipRateField } from '@casino/contract/rules/admin-vip-tier';
import { Alert, Col, Form, Input, Row, Switch } from 'antd';
import { adminCall } from '../../api/call';
import { FormModal } from '../../shared/form-modal';
import { useCheckedSave } from '../../shared/use-checked-save';

export type VipTier = DataOf<typeof adminVipTiers>['data'][number];

export const RATE_LABELS: Record<VipRateField, string> = {
  realperson: '真人视讯',
  electron: '电子游艺',
  joker: '棋牌游戏',
  sport: '体育赛事',
  lottery: '彩票游戏',
  e_sport: '电子竞技',
};

type Fields = { vipname: string; recharge: string; flow: string; enabled: boolean } & Record<VipRateField, string>;

/** A percentage as the form shows it, with 2 decimals (0.5 -> "0.50"). */
export const percentText = (value: number) => formatHundredths(Math.round(value * 100));

/** The tiers' thresholds in fen, with this one as the form has it: what checkVipTierOrder judges. */
function thresholdsWith(tiers: readonly VipTier[], id: number, fields: Fields) {
  return tiers.map((tier) => {
    const own = tier.id === id;
    return {
      id: tier.id,
      recharge_fen: (own ? parseYuan(fields.recharge.trim()) : undefined) ?? Math.round(tier.recharge * 100),
      flow_fen: (own ? parseYuan(fields.flow.trim()) : undefined) ?? Math.round(tier.flow * 100),
    };
  });
}

/**
 * 编辑VIP等级: the contract's checkVipTier, then checkVipTierOrder against the other tiers on screen (the
 * server runs both over every tier), before the call.
 */
export function VipTierForm({ tier, tiers, onClose, onSaved }: { tier: VipTier; tiers: readonly VipTier[]; onClose: () => void; onSaved: () => void }) {
  const { save, saving } = useCheckedSave({
    check: (fields: Fields) => checkVipTier({ ...fields, id: tier.id }) ?? checkVipTierOrder(thresholdsWith(tiers, tier.id, fields)),
    send: (fields: Fields) =>
      adminCall('adminSaveVipTier', {
        id: tier.id,
        vipname: fields.vipname.trim(),
        recharge: fields.recharge.trim(),
        flow: fields.flow.trim(),
        ...Object.fromEntries(VIP_RATE_FIELDS.map((field) => [field, fields[field].trim()])),
        enabled: fields.enabled,
      }),
    onSaved,
  });
  const initial: Fields = {
    vipname: tier.vipname,
    recharge: String(tier.recharge),
    flow: String(tier.flow),
    enabled: tier.enabled,
    realperson: percentText(tier.realperson),
    electron: percentText(tier.electron),
    joker: percentText(tier.joker),
    sport: percentText(tier.sport),
    lottery: percentText(tier.lottery),
    e_sport: percentText(tier.e_sport),
  };
  return (
    <FormModal<Fields> title={`编辑VIP等级：${tier.vipname}`} name="vip_tier" initialValues={initial} onFinish={save} saving={saving} onClose={onClose} width={640}>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title="新的返水比例只用于修改之后结算的注单；已计算的返水不会重新计算。" />
      <Form.Item label="等级名称" name="vipname" extra="须以VIP加本等级编号结尾，如 VIP3 或 黄金VIP3：会员端按编号识别等级">
        <Input maxLength={VIP_NAME_MAX} />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item label="累计存款（元）" name="recharge">
            <Input inputMode="decimal" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="累计流水（元）" name="flow">
            <Input inputMode="decimal" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        {VIP_RATE_FIELDS.map((field) => (
          <Col span={8} key={field}>
            <Form.Item label={`${RATE_LABELS[field]}返水（%）`} name={field}>
              <Input inputMode="decimal" suffix="%" />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Form.Item label="启用" name="enabled" valuePropName="checked" extra={tier.id === VIP_BASE_TIER ? '最低等级是新会员的等级，不能停用' : '停用后会员端不再显示此等级，会员也不会再升入此等级'}>
        <Switch disabled={tier.id === VIP_BASE_TIER} />
      </Form.Item>
    </FormModal>
  );
}
