import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Paths a catch-all route leaves to other routes, answering them 404 (the console's page leaves the operator API's). */
    notFoundUnder?: RegExp;
  }
}

const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** A route path as a pattern of whole paths: `:param` is one segment, `*` anything. */
function pathPattern(url: string): RegExp {
  const source = url
    .split(/(:[A-Za-z0-9_]+(?:\([^)]*\))?|\*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * Records every route's methods as it is registered (call before any route), and answers the methods
 * a path is served with, so a wrong method can answer 405 with `Allow` instead of 404. Catch-all routes
 * (the CORS preflight `OPTIONS *`) say nothing about a path and are left out, and so is a route for the
 * paths it leaves to others (`notFoundUnder`): no method of it is served there.
 */
export function recordRouteMethods(app: FastifyInstance): (path: string) => string[] {
  const routes: { pattern: RegExp; methods: string[]; notFoundUnder: RegExp | undefined }[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url === '*' || route.url === '/*') return;
    const methods = [route.method].flat();
    routes.push({
      pattern: pathPattern(route.url),
      methods: route.exposeHeadRoute !== false && methods.includes('GET') ? [...methods, 'HEAD'] : methods,
      notFoundUnder: route.config?.notFoundUnder,
    });
  });
  return (path) => {
    const serving = routes.filter((route) => route.pattern.test(path) && route.notFoundUnder?.test(path) !== true);
    const allowed = new Set(serving.flatMap((route) => route.methods));
    return METHOD_ORDER.filter((method) => allowed.has(method));
  };
}
