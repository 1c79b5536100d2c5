import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The operator API lives under the console's path; its unknown calls stay JSON 404s, never the page. */
const ADMIN_API = /^\/admin\/api(\/|$)/;

/**
 * The operator console (apps/admin, built) at `/admin/`: its hashed `assets/` cached for a year and sent
 * precompressed, and its index.html for every other path under /admin/ (the console's routes are real
 * paths, such as /admin/deposits). Nothing is served when the console is not built.
 */
export async function registerAdminApp(app: FastifyInstance, adminRoot: string): Promise<void> {
  if (!existsSync(join(adminRoot, 'index.html'))) return;
  const root = resolve(adminRoot);
  await app.register(fastifyStatic, {
    root: join(root, 'assets'),
    prefix: '/admin/assets/',
    decorateReply: false,
    wildcard: true,
    preCompressed: true,
    index: false,
    setHeaders: (reply) => {
      reply.header('cache-control', IMMUTABLE);
    },
  });
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    if (ADMIN_API.test(request.url)) {
      reply.callNotFound();
      return reply;
    }
    // Read on each load, so a new build shows without a restart; asked again on each load (no-cache).
    const html = await readFile(join(root, 'index.html'), 'utf8');
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  app.get('/admin', (_request, reply) => reply.redirect('/admin/'));
  app.get('/admin/', page);
  app.get('/admin/*', { config: { notFoundUnder: ADMIN_API } }, page);
}
