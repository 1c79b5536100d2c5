// `npm test`: ESLint and the type check side by side (each keeps one core busy), then, when both pass, every
// test (vitest run; arguments go to it: `npm test -- --project server`). Tests beside the checks were tried
// and measured: on 2 cores they starved each other and the browsers' journeys timed out.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The checks' time budgets in seconds (docs/testing.md), printed beside their time. */
const budgets = JSON.parse(readFileSync(new URL('./test-budgets.json', import.meta.url), 'utf8'));
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;

/** Runs a command with its output kept; answers its exit code and output. */
function quietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function check(name, args) {
  const result = await quietly('npm', ['run', '--silent', ...args]);
  process.stdout.write(`${name} ${result.code === 0 ? 'passed' : 'FAILED'} (${seconds()}, budget ${String(budgets[name])} s)\n${result.code === 0 ? '' : result.output}`);
  return result.code === 0;
}

const checks = await Promise.all([check('lint', ['lint']), check('typecheck', ['typecheck'])]);
if (checks.includes(false)) process.exit(1);

const tests = spawn(`${root}node_modules/.bin/vitest`, ['run', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
tests.on('close', (code) => process.exit(code ?? 1));
