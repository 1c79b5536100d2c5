import type { Plugin } from 'vite';

type Groups = { name: string; test: (id: string) => boolean; priority: number }[];

/**
 * Chunk groups for the first visit, which a phone pays for per request: every module index.html loads before
 * it runs goes into one `shell` chunk, and the home route with all it imports beyond the shell into one
 * `home` chunk. Left to itself the bundler splits the modules the shell shares with lazy pages into dozens
 * of small chunks. The shell's modules are known only once the module graph is built: the plugin collects
 * them at the end of the build phase, before the groups are asked.
 */
export function firstLoadChunks(homeModule: RegExp): { plugin: Plugin; groups: Groups } {
  const initial = new Set<string>();
  const plugin: Plugin = {
    name: 'casino-first-load-chunks',
    apply: 'build',
    buildEnd() {
      const pending = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (initial.has(id)) continue;
        initial.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  const groups: Groups = [
    { name: 'shell', test: (id) => initial.has(id), priority: 2 },
    { name: 'home', test: (id) => homeModule.test(id), priority: 1 },
  ];
  return { plugin, groups };
}
