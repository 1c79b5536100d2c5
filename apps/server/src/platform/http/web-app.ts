import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import { indexPage, type FirstPaint } from './index-page';
import { requestOrigin } from './public-url';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Kept, but asked again each time (answered 304 while unchanged): it names the hashed files of the current build. */
const REVALIDATE = 'no-cache';

/**
 * The built web app at `/`, and its run-time settings at `/config.json`. The build writes `.br` and `.gz`
 * files beside its assets; they are sent to clients that accept them. Files under `assets/` have the hash
 * of their content in their name, so they are cached for a year; everything else is asked again on each
 * load. index.html is answered with a preload of the first banner's image and in the site's theme (index-page.ts).
 */
export async function registerWebApp(app: FastifyInstance, config: Config, firstPaint: FirstPaint): Promise<void> {
  // Absolute, as every address we answer; the origin the app came from rather than PUBLIC_URL, which may name
  // another host name of the site: the app's calls stay same-origin.
  app.get('/config.json', (request, reply) => reply.header('cache-control', REVALIDATE).send({ apiBase: config.WEB_API_BASE || (requestOrigin(request) ?? '') }));

  if (!existsSync(config.WEB_ROOT)) return;
  const root = resolve(config.WEB_ROOT);
  const hashedAssets = join(root, 'assets') + sep;
  await app.register(fastifyStatic, {
    root,
    // `/` is our own route below: with preCompressed, the plugin's index route answers 404 to a client
    // that accepts gzip when index.html has no compressed twin (@fastify/static 10.1).
    index: false,
    // One catch-all route rather than one per file (hundreds with the .br and .gz twins), which took
    // a tenth of a second at start-up; a new build is served without a restart.
    wildcard: true,
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(hashedAssets) ? IMMUTABLE : REVALIDATE);
    },
  });
  const index = indexPage(root, firstPaint);
  app.get('/', index);
  app.get('/index.html', index);
}
