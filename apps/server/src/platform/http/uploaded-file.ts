import { MSG } from '@casino/contract/messages';
import { SERVER_MSG } from '@casino/contract/server-messages';
import type { FastifyRequest } from 'fastify';
import { BusinessError } from '../../kernel/errors';

/** The largest file an upload call takes, and the message of one beyond it. */
export interface UploadLimit {
  bytes: number;
  tooLarge: string;
}

/**
 * What one upload may make the server hold: one file part of at most its limit, no text field, few headers
 * (issue #28: text fields before the file were buffered whole, 900 of 1 MB each).
 */
const uploadLimits = (fileSize: number) => ({ fileSize, files: 1, fields: 0, parts: 1, headerPairs: 20, fieldNameSize: 100 });

const isTooLarge = (error: unknown) => typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * The uploaded file's content. A body the multipart parser cannot read to its end (no boundary,
 * truncated) is refused as incomplete; a text field or a second part as not one image; only the size
 * limit is called too large.
 */
export async function readUploadedFile(request: FastifyRequest, limit: UploadLimit): Promise<Buffer> {
  if (!request.isMultipart()) throw new BusinessError(MSG.uploadMissing);
  let content: Buffer | undefined;
  try {
    // Read to the end of the body: the parser reports a text field or a part beyond the file only there.
    for await (const part of request.parts({ limits: uploadLimits(limit.bytes) })) {
      if (part.type !== 'file' || content !== undefined) throw new BusinessError(SERVER_MSG.uploadOnlyOneFile);
      content = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof BusinessError) throw error;
    throw new BusinessError(isTooLarge(error) ? limit.tooLarge : isPartLimit(error) ? SERVER_MSG.uploadOnlyOneFile : SERVER_MSG.uploadMalformed);
  }
  if (!content) throw new BusinessError(MSG.uploadMissing);
  return content;
}

/** The parser's refusal of a text field or a part beyond the one file. */
function isPartLimit(error: unknown): boolean {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  return code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT';
}
