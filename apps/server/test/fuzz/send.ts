import type { FuzzRequest } from './arbitraries/fuzz-request';
import type { FuzzWorld } from './world';

export interface FuzzAnswer {
  status: number;
  text: string;
  /** The parsed body, or undefined when it is not JSON. */
  body: unknown;
}

function authorizationOf(world: FuzzWorld, request: FuzzRequest): string | undefined {
  switch (request.actor) {
    case 'member':
      return `Bearer ${world.member.token}`;
    case 'admin':
      return `Bearer ${world.adminToken}`;
    case 'bogus':
      return request.authorization?.replaceAll('{member}', world.member.token).replaceAll('{admin}', world.adminToken);
    case 'visitor':
      return undefined;
  }
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Sends a generated request through app.inject, with the actor's live token. */
export async function sendFuzzRequest(world: FuzzWorld, request: FuzzRequest): Promise<FuzzAnswer> {
  const authorization = authorizationOf(world, request);
  const headers: Record<string, string> = {
    ...(authorization === undefined ? {} : { authorization }),
    ...(request.contentType === undefined ? {} : { 'content-type': request.contentType }),
    ...(request.idempotencyKey === undefined ? {} : { 'idempotency-key': request.idempotencyKey }),
  };
  const response = await world.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    remoteAddress: '10.200.0.1',
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  return { status: response.statusCode, text: response.body, body: parsed(response.body) };
}
