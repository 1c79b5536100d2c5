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
  // The entry's code lives in the build's `shell` chunk group, which the manifest lists as a shared chunk and
  // not as the entry: what index.html loads is the entry, read from its module scripts.
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="(?:\.\/)?([^"]+)"/g)].map((match) => match[1] ?? '');
  const entry = new Set<string>(scripts);
  for (const key of Object.keys(manifest).filter((k) => manifest[k]?.isEntry === true || scripts.includes(manifest[k]?.file ?? ''))) closure(key, entry);
  if (scripts.length === 0) {
    console.warn('web: index.html loads no module script; route sizes left out (the firstload part measures the first visit)');
    return [];
  }
  const rows: Figure[] = [figures('web (build manifest)', 'home initial JS+CSS (gzip)')('', gzip(closure('src/features/home/home-page.tsx', new Set(entry))) / 1024, 'KB')];
  for (const key of Object.keys(manifest).filter((k) => /^src\/features\/.+-page\.tsx$/.test(k) && !k.includes('home-page')).sort()) {
    const own = new Set([...closure(key)].filter((file) => !entry.has(file)));
    rows.push(figures('web (build manifest)', `${key.replace(/^src\/features\//, '')} (gzip, beyond the entry)`)('', gzip(own) / 1024, 'KB'));
  }
  return rows;
}
