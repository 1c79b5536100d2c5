import { CODES } from '@casino/contract/codes';

/** Codes that keep their HTTP status; every other refusal is HTTP 200 with the body code. */
const HTTP_STATUS_OF: Partial<Record<number, number>> = {
  [CODES.unauthorized]: 401,
  [CODES.forbidden]: 403,
  [CODES.tooManyRequests]: 429,
};

/**
 * A refusal the member should read: answered as `{code, message, data: []}` with HTTP 200
 * (401, 403 and 429 keep their HTTP status), and nothing changed.
 */
export class BusinessError extends Error {
  constructor(
    message: string,
    readonly code: number = CODES.validation,
    readonly httpStatus: number = HTTP_STATUS_OF[code] ?? 200,
  ) {
    super(message);
    this.name = 'BusinessError';
  }
}

/** Throws the first broken rule's message as a validation error. */
export function assertValid(message: string | undefined): void {
  if (message !== undefined) throw new BusinessError(message, CODES.validation);
}
