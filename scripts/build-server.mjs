// Compiles the production server into one ES module, apps/server/dist/main.js, for plain `node`, with the operator
// CLI beside it (admin-cli.js); and the sandbox (apps/sandbox: the server with the demo content and the simulators
// beside it, what `npm start` runs outside production) into apps/sandbox/dist/main.js.
// Everything is bundled, the contract's TypeScript included, except what EXTERNAL names: one file loads
// much faster than the hundreds of small modules of zod, kysely and fastify.
import { cpSync, existsSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = join(root, 'apps/server');
export const serverDist = join(server, 'dist');
export const serverEntry = join(serverDist, 'main.js');
const sandbox = join(root, 'apps/sandbox');
export const sandboxDist = join(sandbox, 'dist');
export const sandboxEntry = join(sandboxDist, 'main.js');
export const sandboxTestDist = join(sandbox, 'dist-test');
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
/** What the compiled sandbox is made from: the server's sources and its own. */
export const sandboxSources = [...serverSources, join(sandbox, 'src'), join(sandbox, 'package.json')];

/** The newest modification time under a file or folder. */
export function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

/** Is `built` missing, or older than one of `sources`? */
export const stale = (built, sources) => !existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs;

/** esbuild's settings for one bundle of ours (entry points by output name). */
const bundleOptions = (entryPoints, outdir) => ({
  entryPoints,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external: EXTERNAL,
  // The CommonJS packages inside the bundle require() Node's own modules.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  sourcemap: true,
  minify: true,
  // Which source files each bundle holds (meta.json beside it): the tests check no sandbox file is in the server's.
  metafile: true,
  logLevel: 'warning',
});

/** Builds the production server's main.js and admin-cli.js into `outDir`, with meta.json (esbuild's metafile). */
export async function buildServer(outDir = serverDist) {
  // Loaded only when a build is due, so an up-to-date start does not pay for it.
  const { build } = await import('esbuild');
  rmSync(outDir, { recursive: true, force: true });
  const result = await build(bundleOptions({ main: join(server, 'src/main.ts'), 'admin-cli': join(server, 'src/cli/main.ts') }, outDir));
  writeFileSync(join(outDir, 'meta.json'), JSON.stringify(result.metafile));
}

/** Builds the sandbox's main.js into `outDir`, with the demo slot's page beside it. */
export async function buildSandbox(outDir = sandboxDist) {
  const { build } = await import('esbuild');
  rmSync(outDir, { recursive: true, force: true });
  await build(bundleOptions({ main: join(sandbox, 'src/main.ts') }, outDir));
  // The demo game's page, found beside the code that serves it (`./public` from import.meta.url).
  cpSync(join(sandbox, 'src/demo-slot/public'), join(outDir, 'public'), { recursive: true });
}

/** A build folder made when missing or older than its sources, first into a folder of its own, so a run that finds another's build never sees half of one. */
async function ensureBuilt(dir, entry, sources, build) {
  if (!stale(join(dir, entry), sources)) return;
  const fresh = `${dir}-${String(process.pid)}`;
  await build(fresh);
  rmSync(dir, { recursive: true, force: true });
  renameSync(fresh, dir);
}

/**
 * The tests' builds, made when missing or older than the sources, at dist/'s depth (so the same default paths hold):
 * the sandbox (apps/sandbox/dist-test/main.js) that the end-to-end journeys and the server's process tests start, as
 * `npm start` runs it; the production server (apps/server/dist-test/main.js, with meta.json) that the bundle's tests
 * start and read, and the CLI beside it.
 */
export async function ensureTestBuild() {
  await ensureBuilt(testDist, 'admin-cli.js', serverSources, buildServer);
  await ensureBuilt(sandboxTestDist, 'main.js', sandboxSources, buildSandbox);
  return { server: join(sandboxTestDist, 'main.js'), cli: join(testDist, 'admin-cli.js'), production: join(testDist, 'main.js') };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer();
  await buildSandbox();
}
