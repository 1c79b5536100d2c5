import { Readable } from 'node:stream';
import type { CallDefinition, ParsedRequestOf } from '@casino/contract/call';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CsvFile } from './csv';

/**
 * Registers a call that answers a CSV file (the contract's csv: true) rather than the envelope: its query is
 * checked by the call's schema as any call's, and a refusal (a bad filter, too many rows, a role that may not)
 * is still the envelope, since the handler refuses before the first byte. A file in chunks is streamed as
 * they come, so a large export never sits whole in memory.
 */
export function answerCsvCall<C extends CallDefinition>(app: FastifyInstance, call: C, handler: (context: { input: ParsedRequestOf<C>; request: FastifyRequest }) => Promise<CsvFile>): void {
  app.route({
    method: call.method,
    url: call.path,
    schema: { querystring: call.request },
    handler: async (request, reply) => {
      const file = await handler({ input: request.query as ParsedRequestOf<C>, request });
      void reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${file.name}"`);
      return reply.send(typeof file.body === 'string' ? file.body : Readable.from(file.body));
    },
  });
}
