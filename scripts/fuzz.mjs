// `npm run fuzz -- [--runs N] [--seed S] [vitest options]`: the property-based fuzz of every API call
// (apps/server/test/fuzz) with more runs per call than `npm test` makes, on SQLite and PostgreSQL.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const env = { ...process.env };
const passed = [];

for (let i = 0; i < args.length; i += 1) {
  const [flag, inline] = args[i].split('=', 2);
  const name = { '--runs': 'FUZZ_RUNS', '--seed': 'FUZZ_SEED', '--path': 'FUZZ_PATH' }[flag];
  if (!name) {
    passed.push(args[i]);
    continue;
  }
  const value = inline ?? args[(i += 1)];
  if (value === undefined || value === '') {
    console.error(`${flag} needs a value`);
    process.exit(2);
  }
  env[name] = value;
}
env.FUZZ_RUNS ??= '200';

console.log(`fuzz: ${env.FUZZ_RUNS} runs per call${env.FUZZ_SEED ? `, seed ${env.FUZZ_SEED}` : ''}`);
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const run = spawnSync(npx, ['vitest', 'run', '--project', 'server', 'apps/server/test/fuzz', ...passed], { cwd: root, stdio: 'inherit', env });
process.exit(run.status ?? 1);
