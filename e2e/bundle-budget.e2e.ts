import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const BUDGET_BYTES = 180 * 1024;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Record<string, ManifestChunk>;

/** Every file a chunk loads before it runs: itself, its static imports, their CSS. */
function staticClosure(key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

const gzipBytes = (file: string) => gzipSync(readFileSync(`${dist}${file}`)).length;

describe('the web bundle', () => {
  it('loads the home route in at most 180 KB of gzip JS and CSS', () => {
    const files = staticClosure('index.html');
    staticClosure('src/features/home/home-page.tsx', files);
    const total = [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
    console.log(`home initial JS+CSS: ${(total / 1024).toFixed(1)} KB gzip in ${String(files.size)} files`);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('splits every other route into its own lazily loaded chunk', () => {
    const pages = Object.entries(manifest).filter(([key]) => /^src\/features\/.+-page\.tsx$/.test(key));
    expect(pages.length).toBeGreaterThanOrEqual(6);
    for (const [key, chunk] of pages) expect(chunk.isDynamicEntry, key).toBe(true);
    const entry = staticClosure('index.html');
    for (const [key, chunk] of pages) {
      if (key !== 'src/features/home/home-page.tsx') expect(entry.has(chunk.file), key).toBe(false);
    }
  });
});
