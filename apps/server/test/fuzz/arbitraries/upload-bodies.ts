import fc from 'fast-check';

const BOUNDARY = 'fuzzboundary7MA4YWxkTrZu0gW';

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function multipartBody(field: string, filename: string, type: string, content: Buffer, close = true): Buffer {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head, 'utf8'), content, Buffer.from(close ? `\r\n--${BOUNDARY}--\r\n` : '\r\n', 'utf8')]);
}

export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** Avatar uploads: real images, and files lying about their type, empty, oversized, cut short or in the wrong field. */
export const uploadBody: fc.Arbitrary<{ mutation: string; payload: Buffer }> = fc.oneof(
  fc.constantFrom(
    { mutation: 'upload png', payload: multipartBody('file', 'a.png', 'image/png', PNG_1X1) },
    { mutation: 'upload gif', payload: multipartBody('file', 'a.gif', 'image/gif', GIF_1X1) },
    { mutation: 'upload script as png', payload: multipartBody('file', 'a.png', 'image/png', Buffer.from('<script>alert(1)</script>')) },
    { mutation: 'upload svg', payload: multipartBody('file', 'a.svg', 'image/svg+xml', Buffer.from('<svg onload="alert(1)"/>')) },
    { mutation: 'upload empty', payload: multipartBody('file', 'a.png', 'image/png', Buffer.alloc(0)) },
    { mutation: 'upload wrong field', payload: multipartBody('avatar', 'a.png', 'image/png', PNG_1X1) },
    { mutation: 'upload traversal name', payload: multipartBody('file', '../../../etc/passwd.png', 'image/png', PNG_1X1) },
    { mutation: 'upload cut short', payload: multipartBody('file', 'a.png', 'image/png', PNG_1X1, false) },
    { mutation: 'upload oversized', payload: multipartBody('file', 'a.png', 'image/png', Buffer.concat([PNG_1X1, Buffer.alloc(3 * 1024 * 1024)])) },
  ),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ mutation: 'upload random bytes', payload: multipartBody('file', 'a.png', 'image/png', Buffer.from(bytes)) })),
);
