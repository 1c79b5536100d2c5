import { Button, Drawer, Form, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';

interface FormFrame<Fields> {
  title: string;
  /** The submit button's text. */
  okText?: string;
  /** Given when the caller watches or sets fields itself; otherwise the frame makes its own. */
  form?: FormInstance<Fields>;
  /** The form's name: antd prefixes the fields' ids with it. */
  name?: string;
  initialValues: Partial<Fields>;
  /** Called with the fields once antd's own rules pass: usually useCheckedSave's `save`. */
  onFinish: (fields: Fields) => void;
  saving: boolean;
  onClose: () => void;
  /** Antd's asterisk on fields with a required rule; the console's checks are the contract's, so off by default. */
  requiredMark?: boolean;
  children: ReactNode;
}

/**
 * The vertical form inside either frame. Destroyed with the hidden frame, and its values cleared with it, so a
 * form reopened with the same instance starts again from its initial values.
 */
function FrameForm<Fields>({ form, name, initialValues, onFinish, requiredMark = false, children }: FormFrame<Fields> & { form: FormInstance<Fields> }) {
  return (
    <Form<Fields> form={form} name={name} layout="vertical" initialValues={initialValues} onFinish={onFinish} requiredMark={requiredMark} clearOnDestroy>
      {children}
    </Form>
  );
}

/** A console form in a modal: OK (保存) submits it, Cancel or the close button calls onClose. */
export function FormModal<Fields>({
  open = true,
  width,
  cancelDisabledWhileSaving = false,
  ...frame
}: FormFrame<Fields> & {
  /** For a frame that stays mounted while closed; most are mounted only while open. */
  open?: boolean;
  width?: number;
  cancelDisabledWhileSaving?: boolean;
}) {
  const [form] = Form.useForm<Fields>(frame.form);
  return (
    <Modal
      open={open}
      title={frame.title}
      okText={frame.okText ?? '保存'}
      onOk={() => form.submit()}
      confirmLoading={frame.saving}
      onCancel={frame.onClose}
      cancelButtonProps={cancelDisabledWhileSaving ? { disabled: frame.saving } : undefined}
      destroyOnHidden
      width={width}
    >
      <FrameForm {...frame} form={form} />
    </Modal>
  );
}

/** A console form in a large drawer, for the long ones (HTML content with its preview): 保存 at the top right. */
export function FormDrawer<Fields>(frame: FormFrame<Fields>) {
  const [form] = Form.useForm<Fields>(frame.form);
  return (
    <Drawer
      open
      size="large"
      title={frame.title}
      onClose={frame.onClose}
      destroyOnHidden
      extra={
        <Button type="primary" loading={frame.saving} onClick={() => form.submit()}>
          {frame.okText ?? '保存'}
        </Button>
      }
    >
      <FrameForm {...frame} form={form} />
    </Drawer>
  );
}
