/** A real 1×1 PNG: what the upload calls take. */
export const PNG_1PX = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f80f000001010100a5d8d0a90000000049454e44ae426082',
  'hex',
);

/** A multipart body with one file in the field "file", as a browser's form sends it: its payload and content type. */
export function multipartFile(file: Buffer, filename = 'a.png', contentType = 'image/png'): { payload: Buffer; contentType: string } {
  const boundary = '----testupload';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}
