import { MSG } from '@casino/contract/messages';
import { ADMIN_IMAGE_ACCEPT, ADMIN_IMAGE_SIGNATURE_BYTES, checkAdminImage } from '@casino/contract/rules/admin-image';
import { App, Button, Flex, Image, Input, Upload } from 'antd';
import { useState } from 'react';
import { errorText } from '../api/call';
import { uploadImage } from '../api/upload';

interface ImageFieldProps {
  /** Set by Form.Item: the address, its change, and the id its label points at. */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  /** The preview's name (its alt text) and size, as the players' screens show the image. */
  alt: string;
  previewWidth: number;
  previewHeight?: number;
  maxLength?: number;
}

/**
 * An image address a form holds: typed in, or filled by 上传图片 (adminUpload, after the contract's
 * checkAdminImage on the file's first bytes and size), with a preview of what it points at. Use it as a
 * Form.Item's child; the form's own rules still check the address on save.
 */
export function ImageField({ value = '', onChange, id, alt, previewWidth, previewHeight, maxLength }: ImageFieldProps) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    const head = new Uint8Array(await file.slice(0, ADMIN_IMAGE_SIGNATURE_BYTES).arrayBuffer());
    const broken = checkAdminImage({ head, size: file.size });
    if (broken !== undefined) {
      void message.error(broken);
      return;
    }
    setUploading(true);
    try {
      onChange?.(await uploadImage(file));
      void message.success(MSG.operationOk);
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setUploading(false);
    }
  };

  const address = value.trim();
  return (
    <Flex vertical gap={8} align="start">
      <Flex gap={8} style={{ width: '100%' }}>
        <Input id={id} value={value} maxLength={maxLength} onChange={(event) => onChange?.(event.target.value)} />
        <Upload
          accept={ADMIN_IMAGE_ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button loading={uploading}>上传图片</Button>
        </Upload>
      </Flex>
      {address !== '' && <Image src={address} alt={alt} width={previewWidth} {...(previewHeight === undefined ? {} : { height: previewHeight })} style={{ objectFit: 'cover' }} />}
    </Flex>
  );
}
