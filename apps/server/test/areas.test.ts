import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CallDefinition } from '@casino/contract/call';
import { callsByArea } from '@casino/contract/calls';
import { ROUTES, type RouteName } from '@casino/contract/routes';
import { describe, expect, it } from 'vitest';

const contractSrc = fileURLToPath(new URL('../../../packages/contract/src/', import.meta.url));
const modulesDir = fileURLToPath(new URL('../src/modules/', import.meta.url));

const areas = Object.keys(callsByArea).sort();
const filesIn = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
const isRouteName = (name: string): name is RouteName => name in ROUTES;

/** One vocabulary: the contract's call files, its routes' `// area` comments and the server's modules name the same areas. */
describe('areas', () => {
  it('has a call file in the contract for every area, and no other', () => {
    expect(filesIn(`${contractSrc}calls`)).toEqual(areas);
  });

  it('names entity files after areas', () => {
    for (const file of filesIn(`${contractSrc}entities`)) expect(areas, file).toContain(file);
  });

  it('has a server module for every area, and no other', () => {
    const modules = readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(modules).toEqual(areas);
  });

  it("answers an area's calls only from its own module: the players' in routes.ts, the operators' in admin-routes.ts", () => {
    for (const area of areas) {
      const files = readdirSync(`${modulesDir}${area}`).filter((file) => /(^|-)routes\.ts$/.test(file));
      expect(files, area).not.toEqual([]);
      for (const file of files) {
        const routes = readFileSync(`${modulesDir}${area}/${file}`, 'utf8');
        const imported = [...routes.matchAll(/@casino\/contract\/calls\/([a-z-]+)'/g)].map((match) => match[1]);
        expect(imported, `${area}/${file}`).toEqual([area]);
      }
    }
  });

  it("answers every operator call from its area's admin-routes.ts and every player call from its routes.ts", () => {
    for (const area of areas) {
      for (const call of callsByArea[area as keyof typeof callsByArea]) {
        const operators = call.path.startsWith('/admin/');
        // The players' calls in routes.ts and its like (upload-routes.ts: a multipart call of its own).
        const files = readdirSync(`${modulesDir}${area}`).filter((file) => (operators ? file === 'admin-routes.ts' : /(^|-)routes\.ts$/.test(file) && file !== 'admin-routes.ts'));
        const name = Object.entries(ROUTES).find(([, route]) => route.method === call.method && route.path === call.path)?.[0] ?? '';
        const source = files.map((file) => readFileSync(`${modulesDir}${area}/${file}`, 'utf8')).join('\n');
        expect(source, `${name} in ${area}/${operators ? 'admin-' : ''}routes.ts`).toMatch(new RegExp(`\\b${name}\\b`));
      }
    }
  });

  it("lists each route of the players' and the console's route tables under the comment of its area", () => {
    const tables = ['player-routes.ts', 'admin-routes.ts'].map((file) => readFileSync(`${contractSrc}${file}`, 'utf8')).map((source) => source.slice(source.indexOf('export const')));
    const listed: string[] = [];
    for (const table of tables) {
      let area = '';
      for (const line of table.split('\n')) {
        const comment = /^\s*\/\/ ([a-z-]+)$/.exec(line);
        if (comment?.[1]) area = comment[1];
        const name = /^\s*(\w+): \{/.exec(line)?.[1];
        if (name === undefined) continue;
        expect(area, name).not.toBe('');
        expect(isRouteName(name), name).toBe(true);
        if (!isRouteName(name)) continue;
        const route = ROUTES[name];
        expect(areas, `// ${area}`).toContain(area);
        const calls: readonly CallDefinition[] = (callsByArea as Record<string, readonly CallDefinition[] | undefined>)[area] ?? [];
        expect(calls.some((call) => call.method === route.method && call.path === route.path), `${name} under // ${area}`).toBe(true);
        listed.push(name);
      }
    }
    expect(listed.sort()).toEqual(Object.keys(ROUTES).sort());
  });
});
