import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Probe files written into the real tree (so the resolver and the typed rules see them), removed afterwards. */
const probes: Record<string, string> = {
  'apps/web/src/probe-imports-server.ts': "import { buildApp } from '../../server/src/app';\nexport const probe = buildApp;\n",
  'apps/server/src/probe-cycle-a.ts': "import { b } from './probe-cycle-b';\nexport const a = (): number => b() + 1;\n",
  'apps/server/src/probe-cycle-b.ts': "import { a } from './probe-cycle-a';\nexport const b = (): number => (Math.random() > 2 ? a() : 0);\n",
  'apps/web/src/features/home/probe-other-feature.ts': "import { localCaptcha } from '../auth/local-captcha';\nexport const probe = localCaptcha;\n",
  'apps/web/src/features/auth/probe-own-feature.ts': "import { localCaptcha } from './local-captcha';\nexport const probe = localCaptcha;\n",
  'apps/web/src/shared/probe-shared-feature.ts': "import { localCaptcha } from '../features/auth/local-captcha';\nexport const probe = localCaptcha;\n",
  'apps/web/src/api/probe-api-feature.ts': "import { localCaptcha } from '../features/auth/local-captcha';\nexport const probe = localCaptcha;\n",
  'apps/web/src/features/auth/probe-query-key.ts': "export const probe = { queryKey: ['probe'] };\n",
  'apps/web/src/features/auth/api/probe-query-key.ts': "export const probe = { queryKey: ['probe'] };\n",
  'apps/server/src/http/probe-http-module.ts': "import { vipRoutes } from '../modules/vip/routes';\nexport const probe = vipRoutes;\n",
  'apps/server/src/db/seed/probe-seed-module.ts': "import { vipRoutes } from '../../modules/vip/routes';\nexport const probe = vipRoutes;\n",
};

let results: Map<string, string[]>;

beforeAll(async () => {
  for (const [path, text] of Object.entries(probes)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  try {
    const linted = await new ESLint({ cwd: root }).lintFiles(Object.keys(probes));
    results = new Map(linted.map((result) => [result.filePath.slice(root.length), result.messages.map((m) => m.ruleId ?? m.message)]));
  } finally {
    for (const path of Object.keys(probes)) rmSync(join(root, path), { force: true });
  }
}, 120_000);

afterAll(() => {
  for (const path of Object.keys(probes)) rmSync(join(root, path), { force: true });
});

const rulesOf = (path: string) => results.get(path) ?? [];

describe('the import boundaries (ESLint with the TypeScript resolver)', () => {
  it('keep the web app from importing the server', () => {
    expect(rulesOf('apps/web/src/probe-imports-server.ts')).toContain('import-x/no-restricted-paths');
  });

  it('report a two-file cycle', () => {
    expect(rulesOf('apps/server/src/probe-cycle-a.ts')).toContain('import-x/no-cycle');
  });

  it('keep a feature from importing another feature, but not from its own files', () => {
    expect(rulesOf('apps/web/src/features/home/probe-other-feature.ts')).toContain('import-x/no-restricted-paths');
    expect(rulesOf('apps/web/src/features/auth/probe-own-feature.ts')).toEqual([]);
  });

  it('keep shared/ and api/ from importing features', () => {
    expect(rulesOf('apps/web/src/shared/probe-shared-feature.ts')).toContain('import-x/no-restricted-paths');
    expect(rulesOf('apps/web/src/api/probe-api-feature.ts')).toContain('import-x/no-restricted-paths');
  });

  it('allow a query key only in api/ files', () => {
    expect(rulesOf('apps/web/src/features/auth/probe-query-key.ts')).toContain('no-restricted-syntax');
    expect(rulesOf('apps/web/src/features/auth/api/probe-query-key.ts')).toEqual([]);
  });

  it('keep the server http/ layer and the seed from importing modules', () => {
    expect(rulesOf('apps/server/src/http/probe-http-module.ts')).toContain('import-x/no-restricted-paths');
    expect(rulesOf('apps/server/src/db/seed/probe-seed-module.ts')).toContain('import-x/no-restricted-paths');
  });
});
