import type { CallDefinition, DataOf, ParsedRequestOf } from '@casino/contract/call';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** A refusal answered with HTTP 200: a business code, its message, nothing else. */
const failureEnvelope = z.object({ code: z.number().int(), message: z.string(), data: z.array(z.never()) });

/** What a handler answers: the envelope's data, and the message when it is not the default. */
export interface Answer<C> {
  data: DataOf<C>;
  message?: string | { info: { navurl: string } };
}

export interface CallContext<C> {
  input: ParsedRequestOf<C>;
  request: FastifyRequest;
  reply: FastifyReply;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered without a member token. */
    public?: boolean;
    /** The call moves money (Idempotency-Key accepted). */
    money?: boolean;
    /** The call needs only the member's id, and may take it from the session cache (platform/http/auth.ts). */
    cachedSession?: boolean;
  }
}

/**
 * Registers the route of one contract call: its method and path, its request schema (body or query)
 * and its response envelope, so nothing unlisted leaks. The handler answers data, or throws a
 * BusinessError.
 */
export function answerCall<C extends CallDefinition>(
  app: FastifyInstance,
  call: C,
  handler: (context: CallContext<C>) => Promise<Answer<C>> | Answer<C>,
  options: {
    cachedSession?: boolean;
    /** The route's request log level: `warn` keeps a call made many times a second out of the info log. */
    logLevel?: 'warn';
  } = {},
): void {
  const success = z.object({
    code: z.literal(200),
    message: call.message ?? z.string(),
    data: call.data,
  });
  const input = call.method === 'GET' ? { querystring: call.request } : { body: call.request };
  app.route({
    method: call.method,
    url: call.path,
    schema: { ...input, response: { 200: z.union([success, failureEnvelope]) } },
    config: { public: !call.auth, money: call.money === true, cachedSession: options.cachedSession === true },
    ...(options.logLevel === undefined ? {} : { logLevel: options.logLevel }),
    // A POST with no body at all reads as an empty form, so rules answer the missing fields.
    preValidation: (request, _reply, done) => {
      if (call.method === 'POST' && request.body == null) request.body = {};
      done();
    },
    handler: async (request, reply) => {
      const parsed = (call.method === 'GET' ? request.query : request.body) as ParsedRequestOf<C>;
      const answer = await handler({ input: parsed, request, reply });
      return { code: 200, message: answer.message ?? MSG.operationOkPlain, data: answer.data };
    },
  });
}
