import { Button, Form, Input, Upload } from 'antd';

/** A PEM field of a connection form: pasted, or read from a chosen file as text (nothing is uploaded until the form is sent). */
export function PemField({ name, label, extra }: { name: string; label: string; extra: string }) {
  const form = Form.useFormInstance();
  return (
    <Form.Item label={label} extra={extra}>
      <Form.Item name={name} noStyle>
        <Input.TextArea aria-label={label} rows={4} spellCheck={false} autoComplete="off" placeholder="-----BEGIN …-----" style={{ fontFamily: 'monospace', fontSize: 12 }} />
      </Form.Item>
      <Upload
        accept=".pem,.key,.pub,.txt"
        showUploadList={false}
        beforeUpload={(file) => {
          void file.text().then((pem) => form.setFieldValue(name, pem));
          return Upload.LIST_IGNORE;
        }}
      >
        <Button size="small" style={{ marginTop: 8 }}>
          从文件读取
        </Button>
      </Upload>
    </Form.Item>
  );
}
