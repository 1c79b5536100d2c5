import type { FastifyInstance } from 'fastify';

/**
 * Every route the app serves, as `METHOD path`, read from Fastify's route tree (printRoutes without
 * common prefixes: each line is a node, its text appended to its parent's path, with its methods).
 * HEAD routes Fastify adds beside each GET are left out.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    const depth = (node[1] ?? '').length / 4;
    const path = (parents[depth - 1] ?? '') + (node[2] ?? '');
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (node[3] ?? '').split(', ').filter((m) => m !== '' && m !== 'HEAD')) routes.push(`${method} ${path}`);
  }
  return routes;
}
