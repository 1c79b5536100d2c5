import formBody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';

/**
 * `application/x-www-form-urlencoded` bodies, as existing clients of this API post them, beside JSON.
 * Every value arrives as text, and the contract's schemas read it as they read a JSON string. The
 * parser (fast-querystring) makes no nested objects (`a[b]=1` is the key `a[b]`, refused by a money
 * call's strict schema and ignored elsewhere) and a repeated key becomes an array, which every field's
 * schema refuses with the usual message. The body limit is the server's, as for JSON.
 */
export async function registerFormParser(api: FastifyInstance): Promise<void> {
  await api.register(formBody);
}
