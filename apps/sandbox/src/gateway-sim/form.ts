import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A request's fields: one value a name (the last, as PHP keeps it). */
export type Fields = Record<string, string>;

const fieldsOf = (search: string): Fields => Object.fromEntries(new URLSearchParams(search));

/** The query string's fields. */
export function queryFields(request: FastifyRequest): Fields {
  const at = request.url.indexOf('?');
  return at < 0 ? {} : fieldsOf(request.url.slice(at + 1));
}

/** A form body's fields ({} for any other body). */
export function bodyFields(request: FastifyRequest): Fields {
  const type = request.headers['content-type'] ?? '';
  if (!Buffer.isBuffer(request.body) || !type.toLowerCase().startsWith('application/x-www-form-urlencoded')) return {};
  return fieldsOf(request.body.toString('utf8'));
}

/**
 * The fields submit.php, mapi.php and the V2 API read: $_GET when the query string has `pid`, else $_POST, never
 * the two merged (docs/protocols/epay.md §1).
 */
export function gatewayFields(request: FastifyRequest): Fields {
  const query = queryFields(request);
  return 'pid' in query ? query : bodyFields(request);
}

/** A JSON object body of the control API, or undefined when it is not one ({} when empty). */
export function jsonBody(request: FastifyRequest): Record<string, unknown> | undefined {
  const text = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Bodies of every type kept as bytes, read by the functions above (the simulator's routes only: Fastify scopes parsers to the plugin). */
export function rawBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
}
