// `npm test`: ESLint, the type check and every test (vitest run), side by side: much of the tests' time is
// spent waiting on browsers, servers and PostgreSQL, and the two checks fill it. The checks' output is
// printed when they end; the run fails when any of the three fails, and ends with the tests' count line.
// Arguments go to vitest (`npm test -- --project server`).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => `${root}node_modules/.bin/${name}`;
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;

/** Runs a command; its output is kept (`quiet`) or passed through. Answers its exit code and what it printed. */
function run(command, args, quiet) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      if (quiet) {
        output += chunk;
      } else {
        process.stdout.write(chunk);
        output = (output + chunk).slice(-4000);
      }
    });
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function check(name, command, args) {
  const result = await run(command, args, true);
  const verdict = result.code === 0 ? 'passed' : 'FAILED';
  process.stdout.write(`\n${name} ${verdict} (done at ${seconds()})\n${result.code === 0 ? '' : result.output}`);
  return { name, ...result };
}

const [lint, typecheck, tests] = await Promise.all([
  check('lint (eslint .)', bin('eslint'), ['.']),
  check('typecheck (tsc -b)', 'npm', ['run', '--silent', 'typecheck']),
  run(bin('vitest'), ['run', ...process.argv.slice(2)], false),
]);

const failed = [lint, typecheck].filter((result) => result.code !== 0).map((result) => result.name);
if (tests.code !== 0) failed.push('tests');
// The tests' count line last, as CI reads it; the checks' verdicts just above it.
const countLine = /^\d+ passed, \d+ failed(, \d+ skipped)?$/m.exec(tests.output)?.[0];
process.stdout.write(`\nlint ${lint.code === 0 ? 'passed' : 'FAILED'}, typecheck ${typecheck.code === 0 ? 'passed' : 'FAILED'}; npm test took ${seconds()}\n`);
if (countLine) process.stdout.write(`${countLine}\n`);
if (failed.length > 0) {
  process.stderr.write(`npm test failed: ${failed.join(', ')}\n`);
  process.exit(1);
}
