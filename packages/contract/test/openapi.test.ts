import { describe, expect, it } from 'vitest';
import { allCalls } from '../src/calls';
import { openApiDocument } from '../src/openapi/document';
import { REQUEST_EXAMPLES } from '../src/openapi/examples';
import { routeNameOf } from '../src/openapi/operation';
import { ROUTES, type RouteName } from '../src/routes';

const document = openApiDocument();
const operationOf = (method: string, path: string) => document.paths[path]?.[method === 'GET' ? 'get' : 'post'];

describe('the OpenAPI document', () => {
  it('has one operation per call, named as in ROUTES', () => {
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations).toHaveLength(allCalls.length);
    for (const call of allCalls) expect(operationOf(call.method, call.path)?.operationId).toBe(routeNameOf(call));
  });

  it('asks a member token, an admin token or none, as each call does', () => {
    for (const call of allCalls) {
      const expected = !call.auth ? [] : call.admin === true ? [{ adminToken: [] }] : [{ memberToken: [] }];
      expect(operationOf(call.method, call.path)?.security, call.path).toEqual(expected);
    }
  });

  it('takes an Idempotency-Key on money calls only, and a file on the upload', () => {
    for (const call of allCalls) {
      const parameters = (operationOf(call.method, call.path)?.parameters ?? []) as { $ref?: string }[];
      expect(parameters.some((parameter) => parameter.$ref === '#/components/parameters/IdempotencyKey'), call.path).toBe(call.money === true);
    }
    const upload = operationOf('POST', ROUTES.uploadimg.path) as { requestBody: { content: Record<string, unknown> } };
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
  });

  it('takes form-encoded bodies beside JSON on the player API posts, JSON only on the operator API', () => {
    for (const call of allCalls.filter((c) => c.method === 'POST' && c.multipart !== true)) {
      const body = (operationOf(call.method, call.path) as { requestBody: { content: Record<string, unknown> } }).requestBody;
      const expected = call.admin === true ? ['application/json'] : ['application/json', 'application/x-www-form-urlencoded'];
      expect(Object.keys(body.content), call.path).toEqual(expected);
    }
  });

  it('gives example requests the calls accept', () => {
    for (const [name, example] of Object.entries(REQUEST_EXAMPLES) as [RouteName, unknown][]) {
      const call = allCalls.find((c) => c.method === ROUTES[name].method && c.path === ROUTES[name].path);
      expect(call?.request.safeParse(example).success, name).toBe(true);
    }
  });
});
