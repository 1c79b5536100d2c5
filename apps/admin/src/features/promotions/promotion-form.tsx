import type { DataOf } from '@casino/contract/call';
import type { adminPromotions, adminPromotionTypes } from '@casino/contract/calls/promotions';
import { checkPromotion, PROMOTION_CONTENT_MAX, PROMOTION_TITLE_MAX } from '@casino/contract/rules/admin-content';
import { formatHundredths } from '@casino/contract/rules/hundredths';
import { Form, Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import { adminCall } from '../../api/call';
import { FormDrawer } from '../../shared/form-modal';
import { ImageField } from '../../shared/image-field';
import { SafePreview } from '../../shared/safe-preview';
import { useCheckedSave } from '../../shared/use-checked-save';

export type Promotion = DataOf<typeof adminPromotions>['data'][number];
type PromotionType = DataOf<typeof adminPromotionTypes>[number];

interface Fields {
  title: string;
  type: number | null;
  banner: string;
  content: string;
  can_apply: boolean;
  sort: number | null;
  hidden: boolean;
  /** The turnover multiple of its bonus, as typed ("15", "1.5"). */
  turnover_multiple: string;
}

// A new promotion's bonus is bet once unless told otherwise, as the server does when none is sent.
const EMPTY: Fields = { title: '', type: null, banner: '', content: '', can_apply: false, sort: 0, hidden: false, turnover_multiple: '1' };

const fieldsOf = (promotion: Promotion): Fields => ({ ...promotion, turnover_multiple: formatHundredths(Math.round(promotion.turnover_multiple * 100)) });

/**
 * 新增活动 / 编辑活动: the contract's checkPromotion before the call (the server runs it too), the content HTML
 * beside a preview through the sanitizer. The server sanitizes the content again on save.
 */
export function PromotionForm({ promotion, types, onClose, onSaved }: { promotion: Promotion | 'new'; types: readonly PromotionType[]; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<Fields>();
  const content = Form.useWatch('content', form) as string | undefined;
  const { save, saving } = useCheckedSave({
    check: (fields: Fields) => checkPromotion({ ...fields, type: fields.type ?? '', sort: fields.sort ?? '' }),
    send: (fields: Fields) =>
      adminCall('adminSavePromotion', {
        ...(promotion === 'new' ? {} : { id: promotion.id }),
        title: fields.title.trim(),
        type: fields.type ?? undefined,
        banner: fields.banner.trim(),
        content: fields.content.trim(),
        can_apply: fields.can_apply,
        sort: fields.sort ?? undefined,
        hidden: fields.hidden,
        turnover_multiple: fields.turnover_multiple.trim(),
      }),
    onSaved,
  });

  return (
    <FormDrawer<Fields> title={promotion === 'new' ? '新增活动' : '编辑活动'} form={form} initialValues={promotion === 'new' ? EMPTY : fieldsOf(promotion)} onFinish={save} saving={saving} onClose={onClose}>
      <Form.Item label="活动标题" name="title">
        <Input maxLength={PROMOTION_TITLE_MAX} />
      </Form.Item>
      <Form.Item label="活动类型" name="type">
        <Select options={types.map((type) => ({ value: type.id, label: type.name }))} placeholder="请选择" />
      </Form.Item>
      <Form.Item label="活动图片地址" name="banner" extra="上传图片，或填写站内路径（/开头）或 http(s) 地址">
        <ImageField alt="活动图片预览" previewWidth={375} />
      </Form.Item>
      <Form.Item label="活动内容（HTML）" name="content" extra="保存时会移除脚本、事件属性和 javascript: 链接">
        <Input.TextArea rows={8} maxLength={PROMOTION_CONTENT_MAX} />
      </Form.Item>
      <Typography.Text type="secondary">预览</Typography.Text>
      <SafePreview html={content ?? (promotion === 'new' ? '' : promotion.content)} />
      <Space size="large" style={{ marginTop: 16 }}>
        <Form.Item label="可申请" name="can_apply" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item label="隐藏" name="hidden" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item label="排序" name="sort" extra="数字小的在前">
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
      </Space>
      <Form.Item label="流水倍数" name="turnover_multiple" extra="发放的彩金 × 倍数 = 会员提现前需完成的有效投注；0 表示不要求打码，最多两位小数">
        <Input inputMode="decimal" maxLength={6} suffix="倍" style={{ width: 160 }} />
      </Form.Item>
    </FormDrawer>
  );
}
