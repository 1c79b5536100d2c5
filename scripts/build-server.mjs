// Compiles the server into one ES module, apps/server/dist/main.js, for plain `node` (npm start), and the
// operator CLI beside it (admin-cli.js), which the tests run.
// Everything is bundled, the contract's TypeScript included, except what EXTERNAL names: one file loads
// much faster than the hundreds of small modules of zod, kysely and fastify.
import { cpSync, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = join(root, 'apps/server');
export const serverDist = join(server, 'dist');
export const serverEntry = join(serverDist, 'main.js');
/** The tests' build: the same bundles, in a folder of their own (at dist/'s depth, so the same default paths hold). */
export const testDist = join(server, 'dist-test');

/**
 * Left in node_modules: the database drivers (native code, optional parts), svg-captcha, which reads its font
 * from its own folder, and jsdom (with the DOMPurify that runs on it), which reads files of its own and is
 * loaded only when an operator first saves content HTML. (swagger-ui-dist is never imported: the server
 * serves its files from there.)
 */
const EXTERNAL = ['better-sqlite3', 'pg', 'pg-native', 'svg-captcha', 'jsdom', 'dompurify'];

/** What the compiled server is made from: when any of it is newer than the build, npm start builds again. */
export const serverSources = ['apps/server/src', 'apps/server/package.json', 'packages/contract/src', 'package-lock.json', 'scripts/build-server.mjs'].map((p) => join(root, p));

/** The newest modification time under a file or folder. */
export function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

/** Is `built` missing, or older than one of `sources`? */
export const stale = (built, sources) => !existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs;

/** Builds main.js and admin-cli.js into `outDir`. */
export async function buildServer(outDir = serverDist) {
  // Loaded only when a build is due, so an up-to-date start does not pay for it.
  const { build } = await import('esbuild');
  rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: { main: join(server, 'src/main.ts'), 'admin-cli': join(server, 'src/admin-cli.ts') },
    outdir: outDir,
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

/**
 * The tests' build (apps/server/dist-test), made when missing or older than the sources: the server and the
 * CLI that the end-to-end journeys and the server's process tests start, as production starts them. Built
 * into a folder of its own first, so a run that finds another's build never sees half of one.
 */
export async function ensureTestBuild() {
  const entries = { server: join(testDist, 'main.js'), cli: join(testDist, 'admin-cli.js') };
  if (!stale(entries.cli, serverSources)) return entries;
  const fresh = `${testDist}-${String(process.pid)}`;
  await buildServer(fresh);
  rmSync(testDist, { recursive: true, force: true });
  renameSync(fresh, testDist);
  return entries;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer(process.argv[2]);
