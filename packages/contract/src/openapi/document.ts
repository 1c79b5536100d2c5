import { callsByArea } from '../calls';
import { CODES } from '../codes';
import { IDEMPOTENCY_KEY } from '../envelope';
import { codesTable } from './codes';
import { HTTP_REFUSALS, REFUSAL_SCHEMA } from './envelope';
import type { JsonSchema } from './json-schema';
import { operationOf } from './operation';

/** The OpenAPI document, as JSON. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<'get' | 'post', JsonSchema | undefined>>;
  [key: string]: unknown;
}

const OVERVIEW = `The API of the player web app (SPEC §7, under \`/api\`) and the operator API (\`/admin/api\`),
generated from the contract's schemas (packages/contract).

**Envelope.** Every answer is \`{code, message, data}\`. Code 200 is success, with the answer in \`data\`.
A refusal is answered with **HTTP 200**, a business code other than 200, the message to show the player and
\`data: []\`. Only these keep an HTTP status of their own: 401 (no valid token), 403 (blocked member),
429 (too many attempts), 400 and 413 (an unreadable or too large body), 404 (unknown path, code 202),
405 (wrong method, code 405, with \`Allow\`), 500 (server error) and 503 (an instance shutting down, code
500: nothing ran, send it again).

**Bodies.** POST bodies are JSON; the player API also takes \`application/x-www-form-urlencoded\`, as
existing front ends post it, every value as text.

**Auth.** Member calls take the member's token as \`Authorization: Bearer <api_token>\` (from register
or login_pc). Operator calls take an admin token from \`/admin/api/login\`; a member token is not one.

**Money calls** take an \`Idempotency-Key\` header: one key per submit, kept for its retries.

**Maintenance.** While the site is under maintenance, every member call but the public reads answers
code 503 with the maintenance tip. The operator API is not affected.

**One-time passwords.** A login password an operator reset must be changed before anything else: login_pc
answers it with \`must_change_password: 1\` (an extension), and every member call but editPassword and logoff
answers code ${String(CODES.passwordMustChange)} until editPassword succeeds.

**Business codes**

`;

/** The OpenAPI 3.1 document of every call of the contract, player and operator calls alike. */
export function openApiDocument(): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const [area, calls] of Object.entries(callsByArea)) {
    for (const call of calls) {
      const method = call.method === 'GET' ? 'get' : 'post';
      paths[call.path] = { ...paths[call.path], [method]: operationOf(call, area) } as OpenApiDocument['paths'][string];
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Casino API', version: '1.0.0', description: OVERVIEW + codesTable() },
    servers: [{ url: '/', description: 'This server' }],
    tags: Object.keys(callsByArea).map((area) => ({ name: area, description: `Calls of the ${area} area: the players' under /api, the operators' (an admin token) under /admin/api.` })),
    paths,
    components: {
      securitySchemes: {
        memberToken: { type: 'http', scheme: 'bearer', description: 'The member\'s token: `api_token` of register, `new_api_token` of login_pc. Revoked by logoff and by a password change.' },
        adminToken: { type: 'http', scheme: 'bearer', description: 'An operator\'s token, from /admin/api/login.' },
      },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: 'One key per submit, the same on its retries: a replay answers the first result and moves nothing; the key with another request answers code 422.',
          schema: { type: 'string', pattern: IDEMPOTENCY_KEY.source },
          example: 'a8Xk2r9QwZ4m7TnB',
        },
      },
      schemas: { Refusal: REFUSAL_SCHEMA },
      responses: HTTP_REFUSALS,
    },
  };
}
