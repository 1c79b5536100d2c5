import { checkPromotionType, PROMOTION_TYPE_NAME_MAX } from '@casino/contract/rules/admin-content';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Modal, Space, Table } from 'antd';
import { adminCall } from '../../api/call';
import { useCheckedSave } from '../../shared/use-checked-save';
import { invalidatePromotions, promotionTypesQuery } from './api';

interface Fields {
  id?: number;
  name: string;
  sort: number | null;
}

/** 活动类型: the tabs of the players' /discount; a new one added below, a name changed in its row. */
export function PromotionTypesDialog({ onClose }: { onClose: () => void }) {
  const types = useQuery(promotionTypesQuery);
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Fields>();
  const { save, saving } = useCheckedSave({
    check: (fields: Fields) => checkPromotionType({ ...fields, sort: fields.sort ?? '' }),
    send: (fields: Fields) => adminCall('adminSavePromotionType', { ...(fields.id === undefined ? {} : { id: fields.id }), name: fields.name.trim(), sort: fields.sort ?? undefined }),
    onSaved: () => form.resetFields(),
    refresh: () => Promise.all([queryClient.invalidateQueries(promotionTypesQuery), invalidatePromotions(queryClient)]),
  });

  return (
    <Modal open title="活动类型" footer={null} onCancel={onClose} destroyOnHidden>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        loading={types.isPending}
        dataSource={types.data}
        columns={[
          { title: '名称', dataIndex: 'name' },
          { title: '排序', dataIndex: 'sort', width: 80 },
          {
            title: '操作',
            key: 'edit',
            width: 80,
            render: (_, type) => (
              <Button size="small" onClick={() => form.setFieldsValue(type)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      <Form<Fields> form={form} layout="inline" initialValues={{ name: '', sort: 0 }} onFinish={save} style={{ marginTop: 16 }}>
        <Form.Item name="id" hidden>
          <InputNumber />
        </Form.Item>
        <Form.Item label="类型名称" name="name">
          <Input maxLength={PROMOTION_TYPE_NAME_MAX} />
        </Form.Item>
        <Form.Item label="排序" name="sort">
          <InputNumber min={0} max={9999} precision={0} style={{ width: 80 }} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            保存类型
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}
