// Compiles the server into one ES module, apps/server/dist/main.js, for plain `node` (npm start).
// Everything is bundled, the contract's TypeScript included, except what EXTERNAL names: one file loads
// much faster than the hundreds of small modules of zod, kysely and fastify.
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = join(root, 'apps/server');
export const serverDist = join(server, 'dist');
export const serverEntry = join(serverDist, 'main.js');

/**
 * Left in node_modules: the database drivers (native code, optional parts), svg-captcha, which reads its font
 * from its own folder, and jsdom (with the DOMPurify that runs on it), which reads files of its own and is
 * loaded only when an operator first saves content HTML. (swagger-ui-dist is never imported: the server
 * serves its files from there.)
 */
const EXTERNAL = ['better-sqlite3', 'pg', 'pg-native', 'svg-captcha', 'jsdom', 'dompurify'];

/** What the compiled server is made from: when any of it is newer than the build, npm start builds again. */
export const serverSources = ['apps/server/src', 'apps/server/package.json', 'packages/contract/src', 'package-lock.json', 'scripts/build-server.mjs'].map((p) => join(root, p));

/** Builds into `outDir` (a test builds beside the real one, in a folder of its own under dist/). */
export async function buildServer(outDir = serverDist) {
  // Loaded only when a build is due, so an up-to-date start does not pay for it.
  const { build } = await import('esbuild');
  rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: [join(server, 'src/main.ts')],
    outfile: join(outDir, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    external: EXTERNAL,
    // The CommonJS packages inside the bundle require() Node's own modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    sourcemap: true,
    minify: true,
    logLevel: 'warning',
  });
  // The demo game's page, found beside the code that serves it (`./public` from import.meta.url).
  cpSync(join(server, 'src/providers/demo/public'), join(outDir, 'public'), { recursive: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer(process.argv[2]);
