import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { phoneSession } from './support/phone-session';

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
/** The home route's first visit on a phone, its popup announcement included (issue #11). */
const BUDGET_BYTES = 130 * 1024;
const BUDGET_REQUESTS = 12;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
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

describe('the web bundle', () => {
  const phone = phoneSession();

  it(`loads the home route's first visit, popup included, in at most ${String(BUDGET_BYTES / 1024)} KB of gzip JS and CSS and ${String(BUDGET_REQUESTS)} requests`, async () => {
    const page = await phone.newPage();
    const loaded: { url: string; gzip: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      // The bytes a phone receives: the gzip of what was served, whatever encoding this server chose.
      pending.push(response.body().then((body) => void loaded.push({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length })));
    });
    await page.goto(`${phone.server.base}/#/`);
    await page.getByRole('button', { name: '我知道了' }).waitFor();
    await page.getByRole('button', { name: '热门游戏' }).waitFor();
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const total = loaded.reduce((sum, file) => sum + file.gzip, 0);
    console.log(`home first visit JS+CSS: ${(total / 1024).toFixed(1)} KB gzip in ${String(loaded.length)} requests`);
    for (const file of loaded) console.log(`  ${(file.gzip / 1024).toFixed(1)} KB ${new URL(file.url).pathname}`);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(loaded.length).toBeLessThanOrEqual(BUDGET_REQUESTS);
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
