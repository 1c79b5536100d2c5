import type { FastifyInstance } from 'fastify';
import { DEMO_ART_KINDS, drawDemoArt, type DemoArtKind } from './art';

const isKind = (kind: string): kind is DemoArtKind => (DEMO_ART_KINDS as readonly string[]).includes(kind);

/** Serves the demo images the seed references: /assets/demo/{kind}/{label}.svg */
export function demoArtRoutes(app: FastifyInstance): void {
  app.get<{ Params: { kind: string; file: string } }>('/assets/demo/:kind/:file', (request, reply) => {
    const { kind, file } = request.params;
    if (!isKind(kind) || !file.endsWith('.svg') || file.length > 200) return reply.status(404).send();
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(drawDemoArt(kind, file.slice(0, -'.svg'.length)));
  });
}
