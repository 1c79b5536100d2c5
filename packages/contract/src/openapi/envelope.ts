import { z } from 'zod';
import type { CallDefinition } from '../call';
import { CODES } from '../codes';
import { MSG } from '../messages';
import { SERVER_MSG } from '../server-messages';
import { ADMIN_MSG } from '../admin-messages';
import { jsonSchemaOf, type JsonSchema } from './json-schema';

/** The answer of a call that succeeded: code 200, its message (text unless the call says), its data. */
export function successSchema(call: CallDefinition): JsonSchema {
  return jsonSchemaOf(z.object({ code: z.literal(CODES.ok), message: call.message ?? z.string(), data: call.data }), 'output');
}

/** A refusal: a business code other than 200, the message to show, and an empty array as data. */
export const REFUSAL_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    code: { type: 'integer', not: { const: CODES.ok }, description: 'A business code (see the table of codes above).' },
    message: { type: 'string', description: 'The text to show the player, in Chinese.' },
    data: { type: 'array', maxItems: 0 },
  },
  required: ['code', 'message', 'data'],
  additionalProperties: false,
  examples: [
    { code: CODES.validation, message: `${MSG.invalidRequest}：name`, data: [] },
    { code: CODES.maintenance, message: '系统维护中，预计30分钟后恢复，给您带来不便敬请谅解。', data: [] },
  ],
};

const refusal = { $ref: '#/components/schemas/Refusal' };
const refusalWith = (description: string, code: number, message: string) => ({
  description,
  content: { 'application/json': { schema: refusal, example: { code, message, data: [] } } },
});

/** Refusals answered with an HTTP status of their own; every other refusal is HTTP 200. */
export const HTTP_REFUSALS = {
  BadRequest: refusalWith('A body that is not JSON, or that the server cannot read (code 1000).', CODES.validation, SERVER_MSG.invalidJson),
  Unauthorized: refusalWith('No valid bearer token: missing, unknown, expired or revoked (code 401).', CODES.unauthorized, MSG.unauthorized),
  Forbidden: refusalWith('The member is blacklisted or disabled (code 403); the message says which.', CODES.forbidden, MSG.blacklisted),
  AdminForbidden: refusalWith(
    'An operator refused (code 403): the role may not make this call, or, at sign-in, the account is disabled or has no TOTP secret yet; the message says which.',
    CODES.forbidden,
    ADMIN_MSG.adminForbidden,
  ),
  PayloadTooLarge: refusalWith('A body over the size limit (code 1000).', CODES.validation, SERVER_MSG.bodyTooLarge),
  TooManyRequests: refusalWith('Too many attempts from this member or address (login, register, pay password, uploads); try later (code 429).', CODES.tooManyRequests, MSG.tooManyRequests),
  ServiceUnavailable: refusalWith('The database is briefly out of reach (code 530): ask a read again in a moment; a money call only when the player submits it again.', CODES.serviceBusy, MSG.serviceBusy),
  ServerError: refusalWith('A server error: a generic message, the details are logged with the request id (code 500).', CODES.serverError, MSG.serverError),
} as const;

export type HttpRefusal = keyof typeof HTTP_REFUSALS;
