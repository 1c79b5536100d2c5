import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The journeys run against the web app and the operator console as built from the current sources. */
export default function setup(): void {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  // Vitest runs with NODE_ENV=test, which would make Vite build React's development version.
  execFileSync('npm', ['run', 'build', '-w', '@casino/web', '-w', '@casino/admin'], { cwd: root, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
}
