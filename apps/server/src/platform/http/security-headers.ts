import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config/config';
import { contentSecurityPolicy } from './csp';

type Headers = [name: string, value: string][];

/** Helmet's headers for these options, worked out once instead of on every request. */
function helmetHeaders(options: HelmetOptions): Headers {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, () => undefined);
  return Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]);
}

/** The headers of a JSON answer: the ones that mean something for data, not for a page. */
const DATA_HEADER_NAMES = new Set(['x-content-type-options', 'strict-transport-security']);

const isJson = (type: unknown) => typeof type === 'string' && type.startsWith('application/json');

/**
 * Helmet's headers (the CSP without inline script, frame and referrer rules, …) on every answer that is
 * not JSON: index.html, the static files, the demo pages and images, empty 404s. A JSON answer carries
 * only nosniff and HSTS. A header a route set itself (the demo images' own CSP) is kept.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const pageHeaders = helmetHeaders({
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    // Banners, tiles and avatars are public and may be shown by a web app hosted on another origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // X-Frame-Options can name no other origin: with CORS_ORIGINS, the CSP's frame-ancestors alone says who may frame us.
    ...(config.CORS_ORIGINS.length > 0 ? { xFrameOptions: false } : {}),
  });
  const dataHeaders = pageHeaders.filter(([name]) => DATA_HEADER_NAMES.has(name));
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isJson(reply.getHeader('content-type'))) {
      for (const [name, value] of dataHeaders) reply.header(name, value);
    } else {
      for (const [name, value] of pageHeaders) if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
}
