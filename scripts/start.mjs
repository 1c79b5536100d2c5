// `npm start`: builds the web app, the operator console and the server when one is missing or older than its sources, then
// runs in this process, with plain node, the sandbox (apps/sandbox/dist/main.js: the server with the demo content and the
// simulators beside it), or with NODE_ENV=production the server alone (apps/server/dist/main.js).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildSandbox, buildServer, sandboxEntry, sandboxSources, serverEntry, serverSources, stale } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const webBuilt = join(root, 'apps/web/dist/index.html');
const webSources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/build', 'apps/web/sw', 'apps/web/public', 'packages/contract/src'].map((p) => join(root, p));
const adminBuilt = join(root, 'apps/admin/dist/index.html');
const adminSources = ['apps/admin/src', 'apps/admin/index.html', 'apps/admin/vite.config.ts', 'apps/web/build/precompress.ts', 'packages/contract/src'].map((p) => join(root, p));

/** `npm run build` of one workspace, in production mode; a failed build stops here. */
function buildWorkspace(workspace, what) {
  console.log(`Building ${what}…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (stale(webBuilt, webSources)) buildWorkspace('@casino/web', 'the web app');
if (stale(adminBuilt, adminSources)) buildWorkspace('@casino/admin', 'the operator console');

const production = process.env.NODE_ENV === 'production';
if (production && stale(serverEntry, serverSources)) {
  console.log('Building the server…');
  await buildServer();
}
if (!production && stale(sandboxEntry, sandboxSources)) {
  console.log('Building the server with the sandbox…');
  await buildSandbox();
}

// The demo's slot platforms play through the Hub88 simulator inside the server, and its channels 5 and 6 pay
// through the EPay simulator (README, Demo content).
if (!production) process.env.DEMO_PLATFORM_SIM ??= 'on';
if (!production) process.env.DEMO_GATEWAY_SIM ??= 'on';

await import(pathToFileURL(production ? serverEntry : sandboxEntry).href);
