import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformWithOxc, type Plugin, type Rolldown } from 'vite';
import { appIconPng } from './app-icon.ts';

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

/** The site title comes from the server at run time; installing needs a name before that. */
const MANIFEST = {
  name: '娱乐城',
  short_name: '娱乐城',
  description: '手机娱乐城：真人视讯、电子游艺、体育赛事、电子竞技、彩票与棋牌',
  lang: 'zh-CN',
  // Relative to the manifest, like the build's asset paths: the app works from any directory.
  id: './',
  start_url: './',
  scope: './',
  display: 'standalone',
  orientation: 'portrait',
  // The default dark-and-gold theme's page (app/global.css): the splash an installed app opens on.
  background_color: '#0f0f13',
  theme_color: '#0f0f13',
  icons: [
    { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ...ICONS.filter((icon) => icon.file !== 'apple-touch-icon.png').map((icon) => ({
      src: icon.file,
      sizes: `${String(icon.size)}x${String(icon.size)}`,
      type: 'image/png',
      purpose: icon.maskable ? 'maskable' : 'any',
    })),
  ],
};

/** A chunk's file and every file it loads before it runs: its static imports and their CSS. */
function closure(bundle: Rolldown.OutputBundle, chunk: Rolldown.OutputChunk, files: Set<string>): void {
  if (files.has(chunk.fileName)) return;
  files.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === 'chunk') closure(bundle, next, files);
  }
}

/**
 * Installable and quick to come back to: the web app manifest, its icons (drawn at build time), and the
 * service worker (sw/service-worker.ts) with the list of the shell's files — index.html, the entry, and the
 * modules named in `shellModules` (the home route and its announcement) with all they load.
 */
export function pwa(shellModules: readonly RegExp[]): Plugin {
  let publicDir = '';
  return {
    name: 'casino-pwa',
    apply: 'build',
    // After Vite's own HTML step, which adds index.html to the bundle.
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: `${JSON.stringify(MANIFEST, null, 2)}\n` });
      for (const icon of ICONS) this.emitFile({ type: 'asset', fileName: icon.file, source: appIconPng(icon.size, { maskable: icon.maskable }) });

      const shell = new Set(['index.html', 'manifest.webmanifest', 'favicon.svg', ...ICONS.map((icon) => icon.file)]);
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const module = output.facadeModuleId ?? '';
        if (output.isEntry || shellModules.some((pattern) => pattern.test(module))) closure(bundle, output, shell);
      }
      const files = [...shell].sort();
      // The version follows the content of every file of the shell (index.html's included), not only the names.
      const version = createHash('sha256');
      for (const file of files) {
        const output = bundle[file];
        version.update(file);
        if (output?.type === 'chunk') version.update(output.code);
        else if (output?.type === 'asset') version.update(output.source);
        else if (existsSync(join(publicDir, file))) version.update(readFileSync(join(publicDir, file)));
      }
      version.update(JSON.stringify(MANIFEST));
      const source = fileURLToPath(new URL('../sw/service-worker.ts', import.meta.url));
      const { code } = await transformWithOxc(readFileSync(source, 'utf8'), source);
      const constants = `const SHELL = ${JSON.stringify(files)};\nconst VERSION = ${JSON.stringify(version.digest('hex').slice(0, 16))};\n`;
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: `${constants}${code}` });
    },
  };
}
