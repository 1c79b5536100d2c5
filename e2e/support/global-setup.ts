import { spawn } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { loadOrCreateEpaySimKeys } from '../../apps/sandbox/src/gateway-sim/keys';
import { loadOrCreateKeys } from '../../apps/sandbox/src/platform-sim/keys';
import { makeTemplates } from '../../apps/server/test/support/database-templates';
import { ensureTestBuild } from '../../scripts/build-server.mjs';
import { launchBrowserServer } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The compiled server and CLI (apps/server/dist-test), started as production starts them. */
    e2eBuild: { server: string; cli: string };
    /** A SQLite file migrated and seeded once: each journey's server starts on a copy of it. */
    e2eTemplate: string;
    /** The in-process platform simulator's keys (DATA_DIR/platform-sim), made once: each journey's server gets a copy. */
    e2eSimKeys: string;
    /** The in-process gateway simulator's keys (DATA_DIR/gateway-sim), made once: each journey's server gets a copy. */
    e2eGatewayKeys: string;
    /** The run's one Chromium (its WebSocket endpoint): each file connects, with contexts of its own. */
    e2eBrowser: string;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `npm run build -w <workspace>` in production mode (Vitest's NODE_ENV=test would build React's development
 * version), into a folder of its own that then takes dist's place: a journey of another run on this checkout
 * serving dist meanwhile never sees it half written.
 */
function buildWorkspace(workspace: string, folder: string): Promise<void> {
  const dist = join(root, folder, 'dist');
  const aside = `${dist}.build-${String(process.pid)}`;
  return new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', workspace, '--', '--outDir', aside], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`npm run build -w ${workspace} exited with ${String(code)}`));
    });
  }).then(
    () => {
      const old = `${dist}.old-${String(process.pid)}`;
      rmSync(old, { recursive: true, force: true });
      try {
        renameSync(dist, old);
      } catch {
        // No dist yet.
      }
      renameSync(aside, dist);
      rmSync(old, { recursive: true, force: true });
    },
    (error: unknown) => {
      rmSync(aside, { recursive: true, force: true });
      throw error;
    },
  );
}

/**
 * Once per run: Chromium, the web app and the operator console built from the current sources, the compiled server
 * and CLI, and the seeded database every journey's server copies; all at once, on both cores.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The server tests' templates, SQLite alone: its seeded file is what every journey's server copies.
  const [build, { templates, remove }, browser] = await Promise.all([
    ensureTestBuild(),
    makeTemplates(['sqlite'], ''),
    launchBrowserServer(),
    buildWorkspace('@casino/web', 'apps/web'),
    buildWorkspace('@casino/admin', 'apps/admin'),
  ]);
  project.provide('e2eBrowser', browser.wsEndpoint());
  if (!templates.sqlite) throw new Error('no SQLite template was made');
  project.provide('e2eBuild', build);
  project.provide('e2eTemplate', templates.sqlite.seeded);
  const simKeys = mkdtempSync(join(tmpdir(), 'casino-e2e-sim-keys-'));
  loadOrCreateKeys(simKeys, {});
  project.provide('e2eSimKeys', simKeys);
  const gatewayKeys = mkdtempSync(join(tmpdir(), 'casino-e2e-gateway-keys-'));
  loadOrCreateEpaySimKeys(gatewayKeys);
  project.provide('e2eGatewayKeys', gatewayKeys);
  return async () => {
    await browser.close();
    rmSync(simKeys, { recursive: true, force: true });
    rmSync(gatewayKeys, { recursive: true, force: true });
    await remove();
  };
}
