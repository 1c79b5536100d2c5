import type { FastifyRequest } from 'fastify';

/** A Host as a browser sends it: a name or IPv4 address, or an IPv6 address in brackets, and an optional port. */
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin a client reached us at: its protocol and Host, or X-Forwarded-Proto and X-Forwarded-Host when it is
 * one of TRUST_PROXY's proxies (Fastify reads them so). Undefined when the Host is not a host name, so nothing a
 * client writes there lands in an address, or in the HTML we answer.
 */
export function requestOrigin(request: Pick<FastifyRequest, 'protocol' | 'host'>): string | undefined {
  return HOST.test(request.host) ? `${request.protocol}://${request.host}` : undefined;
}

/** The base of the addresses the players' API answers: PUBLIC_URL when set, else the request's own origin. */
export function publicOrigin(publicUrl: string, request: Pick<FastifyRequest, 'protocol' | 'host'>): string | undefined {
  return publicUrl === '' ? requestOrigin(request) : publicUrl.replace(/\/+$/, '');
}
