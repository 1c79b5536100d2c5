import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { figures } from '../support/figures';
import { ROOT } from '../support/processes';
import type { Figure } from '../support/report';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

const DIST = join(ROOT, 'apps/web/dist');

export function buildWeb(): void {
  execFileSync('npm', ['run', 'build', '-w', '@casino/web'], { cwd: ROOT, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
}

/** gzip size of each route's JS+CSS: what it loads before it runs, home's initial load first. */
export function routeSizes(): Figure[] {
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
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true) ?? 'index.html';
  if (!manifest[entryKey]) {
    console.warn('web: the build manifest names no entry; route sizes left out (the firstload part measures the first visit)');
    return [];
  }
  const entry = closure(entryKey);
  const rows: Figure[] = [figures('web (build manifest)', 'home initial JS+CSS (gzip)')('', gzip(closure('src/features/home/home-page.tsx', new Set(entry))) / 1024, 'KB')];
  for (const key of Object.keys(manifest).filter((k) => /^src\/features\/.+-page\.tsx$/.test(k) && !k.includes('home-page')).sort()) {
    const own = new Set([...closure(key)].filter((file) => !entry.has(file)));
    rows.push(figures('web (build manifest)', `${key.replace(/^src\/features\//, '')} (gzip, beyond the entry)`)('', gzip(own) / 1024, 'KB'));
  }
  return rows;
}
