import { Form, Image, Input } from 'antd';

/** An image address (a site path or an http(s) address) with its preview once filled. */
export function ImageAddressField({ name, alt }: { name: string; alt: string }) {
  const form = Form.useFormInstance();
  const address: unknown = Form.useWatch(name, form);
  return (
    <>
      <Form.Item label="图片地址" name={name} extra="站内路径（如 /uploads/game.png）或 http(s) 地址">
        <Input />
      </Form.Item>
      {typeof address === 'string' && address.trim() !== '' && <Image src={address.trim()} alt={alt} width={120} height={120} style={{ objectFit: 'cover', marginBottom: 16 }} />}
    </>
  );
}
