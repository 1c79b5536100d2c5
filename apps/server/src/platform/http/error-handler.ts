import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { SERVER_MSG } from '@casino/contract/server-messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { LedgerCeiling } from '../../ledger/ledger';
import { BusinessError } from '../../kernel/errors';

/** HTTP 405, answered with the same number as the envelope's code, as 429 is. */
const METHOD_NOT_ALLOWED = 405;
/** A database outage: a load balancer or a client may try again; the body's code tells the web app it may. */
const SERVICE_UNAVAILABLE = 503;

/**
 * The one error handler: business errors and bad requests become the `{code, message, data}` envelope;
 * the database out of reach is HTTP 503 with CODES.serviceBusy; anything else is logged with the request id
 * and answered with a generic message, never a stack or SQL.
 */
export function registerErrorHandler(app: FastifyInstance, allowedMethods: (path: string) => string[]): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof BusinessError) {
      return reply.status(error.httpStatus).send({ code: error.code, message: error.message, data: [] });
    }
    // The ledger's ceiling is a backstop (credits from outside have their own maximum): a refusal, nothing moved.
    if (error instanceof LedgerCeiling) {
      request.log.warn({ err: error }, 'ledger ceiling');
      return reply.status(200).send({ code: CODES.validation, message: SERVER_MSG.balanceCeiling, data: [] });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = [...new Set(error.validation.map((issue) => issue.instancePath.replace(/^\//, '')).filter(Boolean))];
      const message = fields.length > 0 ? `${MSG.invalidRequest}：${fields.join('、')}` : MSG.invalidRequest;
      return reply.status(200).send({ code: CODES.validation, message, data: [] });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ code: CODES.tooManyRequests, message: error.message || MSG.tooManyRequests, data: [] });
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      const message = clientErrorMessage(error);
      return reply.status(error.statusCode === 413 ? 413 : 400).send({ code: CODES.validation, message, data: [] });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(SERVICE_UNAVAILABLE).send({ code: CODES.serviceBusy, message: MSG.serviceBusy, data: [] });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: CODES.serverError, message: MSG.serverError, data: [] });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = allowedMethods(path);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply
        .status(METHOD_NOT_ALLOWED)
        .header('allow', allowed.join(', '))
        .send({ code: METHOD_NOT_ALLOWED, message: `${SERVER_MSG.methodNotAllowed}：${request.method} ${path}`, data: [] });
    }
    return reply.status(404).send({ code: CODES.notFound, message: `${MSG.notFound}：${request.method} ${path}`, data: [] });
  });
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return SERVER_MSG.bodyTooLarge;
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return SERVER_MSG.invalidJson;
    default:
      return MSG.invalidRequest;
  }
}
