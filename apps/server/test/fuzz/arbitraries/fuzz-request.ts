import type { CallDefinition } from '@casino/contract/call';
import fc from 'fast-check';
import type { FuzzIds } from '../world';
import { requestFieldsOf, schemaRequestArbitrary } from './from-schema';
import { hostileValue, unknownKey } from './hostile-values';
import { jsonObjectText, queryTextOf, type FieldValue } from './json-text';
import { MULTIPART_TYPE, uploadBody } from './upload-bodies';
import { validRequestArbitrary } from './valid-requests';

/**
 * Who sends: the fuzzed member, a visitor without a token, a visitor with a bogus one, or the operator
 * (on the operator's read calls only).
 */
export type Actor = 'member' | 'visitor' | 'bogus' | 'admin';

/** One generated request, in the terms app.inject takes; tokens are filled in when it is sent. */
export interface FuzzRequest {
  /** What was done to the request, for the failure report. */
  mutation: string;
  actor: Actor;
  /** The bogus Authorization header; `{member}` and `{admin}` stand for the live tokens. */
  authorization?: string;
  method: string;
  url: string;
  contentType?: string;
  payload?: string | Buffer;
  idempotencyKey?: string;
}

type Entries = (readonly [string, FieldValue])[];
type Body = { mutation: string; entries: Entries } | { mutation: string; raw: string };

/** Whole bodies that are not a request object: other JSON types, broken JSON, prototype keys, nesting, size. */
const rawBodies = fc.constantFrom(
  '',
  ' ',
  'null',
  '[]',
  '[{}]',
  '"text"',
  '123',
  'true',
  '{',
  '{"a":',
  "{'a':1}",
  '{"a":1,}',
  '\ufeff{}',
  '\u0000',
  '{"__proto__":{"isagent":1}}',
  '{"constructor":{"prototype":{"isagent":1}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"padding":"${'x'.repeat(70_000)}"}`,
);

/** Authorization headers that name no session of the call's kind; an operator's token is bogus on a member call. */
function bogusAuthorization(call: CallDefinition): fc.Arbitrary<string> {
  const literal = ['Bearer ', 'Bearer', 'Bearer null', 'Bearer undefined', 'Basic YWRtaW46YWRtaW4=', "Bearer ' OR 1=1 --", `Bearer ${'a'.repeat(5000)}`, 'Bearer {member}x', 'bearer  {member} extra'];
  return fc.oneof(
    fc.constantFrom(...literal, ...(call.admin ? [] : ['Bearer {admin}'])),
    fc.stringMatching(/^[0-9a-f]{64}$/).map((token) => `Bearer ${token}`),
  );
}

/**
 * Idempotency keys: fresh ones (prefixed with the call, so that no two calls share one), none, one key
 * reused across requests (refused unless it is the same request), and malformed ones.
 */
function idempotencyKeyArbitrary(call: CallDefinition): fc.Arbitrary<string | undefined> {
  const prefix = call.path.replace(/[^A-Za-z0-9]/g, '');
  return fc.oneof(
    { weight: 8, arbitrary: fc.uuid().map((uuid) => `${prefix}-${uuid}`) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant('fuzz-shared-key-0001') },
    { weight: 1, arbitrary: fc.constantFrom('short', 'has space in it', '键键键键键键键键', 'x'.repeat(200), '../../../../etc', "' OR 1=1 --") },
  );
}

/** The actors a call is sent by: member calls mostly by their member, operator calls never by one. */
function actorArbitrary(call: CallDefinition): fc.Arbitrary<Actor> {
  if (call.admin && call.auth) {
    const outsiders = fc.constantFrom<Actor>('member', 'visitor', 'bogus');
    return call.method === 'GET' ? fc.oneof({ weight: 3, arbitrary: fc.constant<Actor>('admin') }, { weight: 2, arbitrary: outsiders }) : outsiders;
  }
  if (call.auth) return fc.oneof({ weight: 6, arbitrary: fc.constant<Actor>('member') }, { weight: 1, arbitrary: fc.constantFrom<Actor>('visitor', 'bogus') });
  return fc.constantFrom<Actor>('member', 'visitor', 'visitor', 'bogus');
}

const entriesOf = (body: Record<string, unknown>): Entries => Object.entries(body);

function bodyArbitrary(call: CallDefinition, ids: FuzzIds): fc.Arbitrary<Body> {
  const valid = validRequestArbitrary(call.path, ids);
  const schema = schemaRequestArbitrary(call);
  const base = valid ? fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: schema }) : schema;
  const fields = requestFieldsOf(call);
  const mutations: fc.WeightedArbitrary<Body>[] = [
    { weight: 6, arbitrary: base.map((body) => ({ mutation: 'valid', entries: entriesOf(body) })) },
    {
      weight: 2,
      arbitrary: fc.tuple(base, unknownKey, fc.oneof(hostileValue, fc.jsonValue({ maxDepth: 2 }))).map(([body, key, value]) => ({
        mutation: `unknown field ${JSON.stringify(key)}`,
        entries: [...entriesOf(body), [key, value] as const],
      })),
    },
    { weight: 1, arbitrary: rawBodies.map((raw) => ({ mutation: 'not a request object', raw })) },
  ];
  if (fields.length > 0) {
    mutations.push(
      {
        weight: 5,
        arbitrary: fc.tuple(base, fc.constantFrom(...fields), hostileValue).map(([body, field, value]) => ({
          mutation: `broken ${field}`,
          entries: field in body ? entriesOf(body).map(([key, old]) => [key, key === field ? value : old] as const) : [...entriesOf(body), [field, value] as const],
        })),
      },
      {
        weight: 1,
        arbitrary: fc.tuple(base, fc.constantFrom(...fields)).map(([body, field]) => ({ mutation: `missing ${field}`, entries: entriesOf(body).filter(([key]) => key !== field) })),
      },
    );
  }
  return fc.oneof(...mutations);
}

function queryOf(entries: Entries): string {
  const query = new URLSearchParams();
  for (const [key, value] of entries) query.append(key, queryTextOf(value));
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/** How the request travels: as the call says, with another method, or with another content type. */
type Transport = { kind: 'as declared' } | { kind: 'wrong method'; method: string } | { kind: 'wrong content type'; contentType: string | undefined };

const transportArbitrary: fc.Arbitrary<Transport> = fc.oneof(
  { weight: 8, arbitrary: fc.constant<Transport>({ kind: 'as declared' }) },
  { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD').map((method): Transport => ({ kind: 'wrong method', method })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', undefined, 'application/json; charset=latin1', 'APPLICATION/JSON', 'application/json-patch+json', 'image/png')
      .map((contentType): Transport => ({ kind: 'wrong content type', contentType })),
  },
);

function build(call: CallDefinition, body: Body, transport: Transport): Pick<FuzzRequest, 'mutation' | 'method' | 'url' | 'contentType' | 'payload'> {
  const method = transport.kind === 'wrong method' ? transport.method : call.method;
  const text = 'raw' in body ? body.raw : jsonObjectText(body.entries);
  const mutation = transport.kind === 'as declared' ? body.mutation : `${body.mutation}, ${transport.kind} ${transport.kind === 'wrong method' ? transport.method : String(transport.contentType)}`;
  if (method === 'GET' || method === 'HEAD') {
    const query = 'raw' in body ? `?${encodeURIComponent(body.raw)}` : queryOf(body.entries);
    return { mutation, method, url: `${call.path}${query}` };
  }
  const contentType = transport.kind === 'wrong content type' ? transport.contentType : 'application/json';
  return { mutation, method, url: call.path, ...(contentType === undefined ? {} : { contentType }), payload: text };
}

/** Requests for one call: valid and broken bodies, sent by each kind of actor, by each transport. */
export function fuzzRequestArbitrary(call: CallDefinition, ids: FuzzIds): fc.Arbitrary<FuzzRequest> {
  const json = fc.tuple(bodyArbitrary(call, ids), transportArbitrary).map(([body, transport]) => build(call, body, transport));
  const upload = uploadBody.map(({ mutation, payload }) => ({ mutation, method: call.method, url: call.path, contentType: MULTIPART_TYPE, payload }));
  return fc
    .record({
      shape: call.multipart ? fc.oneof({ weight: 3, arbitrary: upload }, { weight: 1, arbitrary: json }) : json,
      actor: actorArbitrary(call),
      authorization: bogusAuthorization(call),
      idempotencyKey: call.money ? idempotencyKeyArbitrary(call) : fc.constant(undefined),
    })
    .map(({ shape, actor, authorization, idempotencyKey: key }): FuzzRequest => ({
      ...shape,
      actor,
      ...(actor === 'bogus' ? { authorization } : {}),
      ...(key === undefined ? {} : { idempotencyKey: key }),
    }));
}
