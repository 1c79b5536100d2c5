import type { DataOf } from '@casino/contract/call';
import type { adminArticles } from '@casino/contract/calls/articles';
import { checkArticle, PROMOTION_CONTENT_MAX, PROMOTION_TITLE_MAX } from '@casino/contract/rules/admin-content';
import { Form, Input, InputNumber, Typography } from 'antd';
import { adminCall } from '../../api/call';
import { FormDrawer } from '../../shared/form-modal';
import { SafePreview } from '../../shared/safe-preview';
import { useCheckedSave } from '../../shared/use-checked-save';

export type Article = DataOf<typeof adminArticles>['data'][number];

interface Fields {
  type: number | null;
  title: string;
  content: string;
}

/** 新增文章 / 编辑文章: the contract's checkArticle before the call; the HTML beside a sanitized preview. */
export function ArticleForm({ article, onClose, onSaved }: { article: Article | 'new'; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<Fields>();
  const content = Form.useWatch('content', form) as string | undefined;
  const { save, saving } = useCheckedSave({
    check: (fields: Fields) => checkArticle({ ...fields, type: fields.type ?? '' }),
    send: (fields: Fields) => adminCall('adminSaveArticle', { type: fields.type ?? undefined, title: fields.title.trim(), content: fields.content.trim() }),
    onSaved,
  });

  return (
    <FormDrawer<Fields> title={article === 'new' ? '新增文章' : '编辑文章'} form={form} initialValues={article === 'new' ? { type: null, title: '', content: '' } : { ...article }} onFinish={save} saving={saving} onClose={onClose}>
      <Form.Item label="文章类型" name="type" extra="1 新手指南、2 隐私政策、3 规则条款、4 常见问题、5 联系我们、7 关于我们、8 博彩责任">
        <InputNumber min={1} max={99} precision={0} disabled={article !== 'new'} />
      </Form.Item>
      <Form.Item label="文章标题" name="title">
        <Input maxLength={PROMOTION_TITLE_MAX} />
      </Form.Item>
      <Form.Item label="文章内容（HTML）" name="content" extra="保存时会移除脚本、事件属性和 javascript: 链接">
        <Input.TextArea rows={12} maxLength={PROMOTION_CONTENT_MAX} />
      </Form.Item>
      <Typography.Text type="secondary">预览</Typography.Text>
      <SafePreview html={content ?? (article === 'new' ? '' : article.content)} />
    </FormDrawer>
  );
}
