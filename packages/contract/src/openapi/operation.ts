import type { CallDefinition } from '../call';
import { CODES } from '../codes';
import { OPEN_DURING_MAINTENANCE, OPEN_WHILE_PASSWORD_MUST_CHANGE, ROUTES, type RouteName } from '../routes';
import { successSchema, type HttpRefusal } from './envelope';
import { REQUEST_EXAMPLES } from './examples';
import { jsonSchemaOf, type JsonSchema } from './json-schema';

/** The multipart field the uploads read (each call's summary names it). */
const UPLOAD_FIELD = 'file';
/** The image types each upload takes: the member's avatar, or an operator's image (rules/admin-image.ts). */
const uploadTypesOf = (call: CallDefinition) => (call.admin === true ? 'image/png, image/jpeg, image/webp, image/gif' : 'image/gif, image/png');

/** The name of a call in ROUTES: its operationId, and the name OPEN_DURING_MAINTENANCE uses. */
export function routeNameOf(call: CallDefinition): RouteName {
  const found = (Object.keys(ROUTES) as RouteName[]).find((name) => ROUTES[name].method === call.method && ROUTES[name].path === call.path);
  if (found === undefined) throw new Error(`no route named for ${call.method} ${call.path}`);
  return found;
}

function securityOf(call: CallDefinition): Record<string, string[]>[] {
  if (!call.auth) return [];
  return [call.admin === true ? { adminToken: [] } : { memberToken: [] }];
}

function descriptionOf(call: CallDefinition, name: RouteName): string {
  const lines: string[] = [];
  if (call.extension === true) lines.push('An extension of this server, not a call of SPEC §7: a client must work without it.');
  if (call.money === true) {
    lines.push('Moves money: send an `Idempotency-Key` per submit, the same one on its retries (a replay answers the first result and moves nothing). Unknown fields are refused.');
  }
  if (call.admin !== true) {
    lines.push(
      (OPEN_DURING_MAINTENANCE as readonly string[]).includes(name)
        ? 'Answers during maintenance.'
        : 'During maintenance it answers code 503 with the site\'s maintenance tip, before the token is read.',
    );
    if (call.auth && !(OPEN_WHILE_PASSWORD_MUST_CHANGE as readonly string[]).includes(name)) {
      lines.push(`While the member's login password must be changed (an operator reset it) it answers code ${String(CODES.passwordMustChange)}.`);
    }
  }
  return lines.join('\n\n');
}

/** The query parameters of a GET: the top-level fields of its request. */
function queryParameters(request: JsonSchema): JsonSchema[] {
  const properties = (request.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((request.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }));
}

function requestBodyOf(call: CallDefinition, name: RouteName): JsonSchema {
  if (call.multipart === true) {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { [UPLOAD_FIELD]: { type: 'string', contentMediaType: 'application/octet-stream' } }, required: [UPLOAD_FIELD] },
          encoding: { [UPLOAD_FIELD]: { contentType: uploadTypesOf(call) } },
        },
      },
    };
  }
  const example = REQUEST_EXAMPLES[name];
  const json = { schema: jsonSchemaOf(call.request, 'input'), ...(example === undefined ? {} : { example }) };
  return {
    // A POST without a body reads as an empty form: its rules then answer the missing fields.
    required: false,
    // The player API also takes the form-encoded bodies of existing clients, every value as text, read as
    // the JSON string would be; the operator API takes JSON only (apps/server/src/platform/http/form-body.ts).
    content: call.admin === true ? { 'application/json': json } : { 'application/json': json, 'application/x-www-form-urlencoded': { schema: json.schema } },
  };
}

function httpRefusalsOf(call: CallDefinition): Partial<Record<string, HttpRefusal>> {
  return {
    ...(call.method === 'POST' ? { '400': 'BadRequest' } : {}),
    ...(call.auth ? { '401': 'Unauthorized' } : {}),
    ...(call.admin === true ? { '403': 'AdminForbidden' } : call.auth ? { '403': 'Forbidden' } : {}),
    ...(call.method === 'POST' ? { '413': 'PayloadTooLarge' } : {}),
    '429': 'TooManyRequests',
    '500': 'ServerError',
    '503': 'ServiceUnavailable',
  };
}

/** The OpenAPI operation of one call. */
export function operationOf(call: CallDefinition, area: string): JsonSchema {
  const name = routeNameOf(call);
  const responses: Record<string, JsonSchema> = {
    '200':
      call.csv === true
        ? {
            description: 'The CSV file (UTF-8 with a byte order mark, a header row first), or the envelope of a refusal with a business code and its message.',
            content: { 'text/csv': { schema: { type: 'string' } }, 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
          }
        : {
            description:
              call.events === true
                ? 'The envelope: code 200 with the answer in `data`, or a refusal with a business code and its message. Asked with `Accept: text/event-stream`, server-sent events instead: each `data:` line is the answer\'s `data` as JSON, sent at once and again whenever it changes.'
                : 'The envelope: code 200 with the answer in `data`, or a refusal with a business code and its message.',
            content: {
              'application/json': { schema: { anyOf: [successSchema(call), { $ref: '#/components/schemas/Refusal' }] } },
              ...(call.events === true ? { 'text/event-stream': { schema: { type: 'string' } } } : {}),
            },
          },
  };
  for (const [status, refusal] of Object.entries(httpRefusalsOf(call))) {
    if (refusal !== undefined) responses[status] = { $ref: `#/components/responses/${refusal}` };
  }
  const description = descriptionOf(call, name);
  const parameters = [
    ...(call.method === 'GET' ? queryParameters(jsonSchemaOf(call.request, 'input')) : []),
    ...(call.money === true ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
  ];
  return {
    operationId: name,
    summary: call.summary,
    ...(description === '' ? {} : { description }),
    tags: [area],
    security: securityOf(call),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(call.method === 'POST' ? { requestBody: requestBodyOf(call, name) } : {}),
    responses,
  };
}
