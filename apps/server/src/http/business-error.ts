import { CODES } from '@casino/contract/codes';

/**
 * A refusal the member should read: answered as `{code, message, data: []}` with HTTP 200
 * (401 and 429 keep their HTTP status), and nothing changed.
 */
export class BusinessError extends Error {
  constructor(
    message: string,
    readonly code: number = CODES.validation,
    readonly httpStatus: number = code === CODES.unauthorized ? 401 : code === CODES.tooManyRequests ? 429 : 200,
  ) {
    super(message);
    this.name = 'BusinessError';
  }
}

/** Throws the first broken rule's message as a validation error. */
export function assertValid(message: string | undefined): void {
  if (message !== undefined) throw new BusinessError(message, CODES.validation);
}
