import { DEVICE_ID, DEVICE_ID_HEADER } from '@casino/contract/envelope';
import type { FastifyRequest } from 'fastify';

/** The device id the web app or the console sent (X-Device-Id), lower-cased, when it is a UUID; anything else is none. */
export function deviceIdOf(request: FastifyRequest): string | undefined {
  const sent = request.headers[DEVICE_ID_HEADER];
  const id = typeof sent === 'string' ? sent.trim().toLowerCase() : '';
  return DEVICE_ID.test(id) ? id : undefined;
}
