import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { newDatabaseUrl } from '../support/database';
import { ROOT, startProcess } from '../support/processes';
import { fmt, type Row } from '../support/report';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

const DIST = join(ROOT, 'apps/web/dist');

export function buildWeb(): void {
  execFileSync('npm', ['run', 'build', '-w', '@casino/web'], { cwd: ROOT, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
}

/** gzip size of each route's JS+CSS: what it loads before it runs, home's initial load first. */
export function routeSizes(): Row[] {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, files = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) closure(imported, files);
    return files;
  };
  const gzip = (files: Set<string>) => [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(DIST, file))).length, 0);
  const entry = closure('index.html');
  const rows: Row[] = [{ part: 'web', measure: 'home initial JS+CSS (gzip)', value: fmt.kb(gzip(closure('src/features/home/home-page.tsx', new Set(entry)))) }];
  for (const key of Object.keys(manifest).filter((k) => /^src\/features\/.+-page\.tsx$/.test(k) && !k.includes('home-page')).sort()) {
    const own = new Set([...closure(key)].filter((file) => !entry.has(file)));
    rows.push({ part: 'web', measure: `${key.replace(/^src\/features\//, '')} (gzip, beyond the entry)`, value: fmt.kb(gzip(own)) });
  }
  return rows;
}

/** Lighthouse (mobile emulation, Debian's chromium) on pages served by the real server. */
export async function lighthouseScores(): Promise<Row[]> {
  const url = await newDatabaseUrl('sqlite');
  const server = await startProcess(join(ROOT, 'apps/server/src/main.ts'), { DATABASE_URL: url }, '/api/app');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const rows: Row[] = [];
  try {
    for (const page of ['/#/', '/#/login', '/#/discount']) {
      const result = await lighthouse(`${server.base}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] });
      const categories = result?.lhr.categories ?? {};
      const score = (id: string) => String(Math.round((categories[id]?.score ?? 0) * 100));
      rows.push({ part: 'lighthouse (mobile)', measure: page, value: `performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}` });
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  return rows;
}
