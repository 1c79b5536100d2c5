import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Probe files written into a copy of the tree (so the resolver and the typed rules see them as they would there). */
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
  'apps/server/src/platform/http/probe-http-module.ts': "import { vipRoutes } from '../../modules/vip/routes';\nexport const probe = vipRoutes;\n",
  'apps/server/src/modules/vip/probe-writes-account.ts':
    "import type { Kysely } from 'kysely';\nimport type { Tables } from '../../platform/db/schema';\nexport const probe = (db: Kysely<Tables>) => db.updateTable('account').set({ credits_posted: 1 }).execute();\n",
  'apps/server/src/ledger/probe-writes-account.ts':
    "import type { Kysely } from 'kysely';\nimport type { Tables } from '../platform/db/schema';\nexport const probe = (db: Kysely<Tables>) => db.updateTable('account').set({ credits_posted: 1 }).execute();\n",
  'apps/sandbox/src/content/seed/probe-seed-module.ts': "import { vipRoutes } from '../../../../server/src/modules/vip/routes';\nexport const probe = vipRoutes;\n",
  'apps/server/src/ledger/probe-imports-kernel.ts': "import { BusinessError } from '../kernel/errors';\nexport const probe = BusinessError;\n",
  'apps/server/src/kernel/probe-imports-module.ts': "import { refreshVipTier } from '../modules/vip/public';\nexport const probe = refreshVipTier;\n",
  'apps/server/src/platform/db/probe-imports-kernel.ts': "import { SITE_ID } from '../../kernel/site-settings';\nexport const probe = SITE_ID;\n",
  'apps/server/src/platform/http/probe-imports-errors.ts': "import { BusinessError } from '../../kernel/errors';\nexport const probe = BusinessError;\n",
  'apps/server/src/modules/vip/probe-imports-cli.ts': "import { runAdminCli } from '../../cli/run';\nexport const probe = runAdminCli;\n",
  'apps/server/src/probe-imports-sandbox.ts': "import { sandbox } from '../../sandbox/src/sandbox';\nexport const probe = sandbox;\n",
  'apps/sandbox/src/probe-module-internal.ts': "import { setMemberState } from '../../server/src/modules/account/member-state';\nexport const probe = setMemberState;\n",
  'apps/sandbox/src/probe-module-public.ts': "import { refreshVipTier } from '../../server/src/modules/vip/public';\nexport const probe = refreshVipTier;\n",
  'apps/sandbox/src/probe-writes-account.ts':
    "import type { Kysely } from 'kysely';\nimport type { Tables } from '../../server/src/platform/db/schema';\nexport const probe = (db: Kysely<Tables>) => db.updateTable('account').set({ credits_posted: 1 }).execute();\n",
  'apps/server/src/modules/vip/probe-other-module.ts': "import { setMemberState } from '../account/member-state';\nexport const probe = setMemberState;\n",
  'apps/server/src/modules/vip/probe-other-public.ts': "import { setMemberState } from '../account/public';\nexport const probe = setMemberState;\n",
  'apps/server/src/cli/probe-module-internal.ts': "import { setMemberState } from '../modules/account/member-state';\nexport const probe = setMemberState;\n",
  'apps/server/src/cli/probe-module-public.ts': "import { setMemberState } from '../modules/account/public';\nexport const probe = setMemberState;\n",
  'apps/server/src/probe-routes-elsewhere.ts': "import { vipRoutes } from './modules/vip/routes';\nexport const probe = vipRoutes;\n",
  'apps/server/src/modules/vip/probe-routes.ts':
    "import type { Kysely } from 'kysely';\nimport type { Tables } from '../../platform/db/schema';\nexport const probe = (db: Kysely<Tables>) => db.selectFrom('vip_tier').selectAll().execute();\n",
  'apps/server/src/modules/vip/probe-service.ts':
    "import type { Kysely } from 'kysely';\nimport type { Tables } from '../../platform/db/schema';\nexport const probe = (db: Kysely<Tables>) => db.selectFrom('vip_tier').selectAll().execute();\n",
};

let results: Map<string, string[]>;
let copy: string;

/** What the copy leaves out: installed and built things (node_modules is linked instead), git and test output. */
const LEFT_OUT = new Set(['node_modules', '.git', 'dist', 'dist-test', '.tsbuild', 'artifacts', 'data', 'results']);

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'casino-lint-probes-'));
  cpSync(root, copy, { recursive: true, filter: (source) => !LEFT_OUT.has(basename(source)) });
  for (const modules of ['node_modules', 'apps/server/node_modules', 'apps/sandbox/node_modules', 'apps/web/node_modules', 'apps/admin/node_modules']) {
    if (existsSync(join(root, modules))) symlinkSync(join(root, modules), join(copy, modules));
  }
  for (const [path, text] of Object.entries(probes)) {
    mkdirSync(dirname(join(copy, path)), { recursive: true });
    writeFileSync(join(copy, path), text);
  }
  // import-x/no-restricted-paths reads its zones from the process's working directory, not ESLint's cwd.
  const working = process.cwd();
  process.chdir(copy);
  try {
    const linted = await new ESLint({ cwd: copy }).lintFiles(Object.keys(probes));
    results = new Map(linted.map((result) => [result.filePath.slice(copy.length + 1), result.messages.map((m) => m.ruleId ?? m.message)]));
  } finally {
    process.chdir(working);
  }
}, 120_000);

afterAll(() => {
  rmSync(copy, { recursive: true, force: true });
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

  it('let only the ledger write the account and transfer tables', () => {
    expect(rulesOf('apps/server/src/modules/vip/probe-writes-account.ts')).toContain('no-restricted-syntax');
    expect(rulesOf('apps/server/src/ledger/probe-writes-account.ts')).toEqual([]);
  });

  it('allow a query key only in api/ files', () => {
    expect(rulesOf('apps/web/src/features/auth/probe-query-key.ts')).toContain('no-restricted-syntax');
    expect(rulesOf('apps/web/src/features/auth/api/probe-query-key.ts')).toEqual([]);
  });

  it('keep the server http/ layer and the seed from importing modules', () => {
    expect(rulesOf('apps/server/src/platform/http/probe-http-module.ts')).toContain('import-x/no-restricted-paths');
    expect(rulesOf('apps/sandbox/src/content/seed/probe-seed-module.ts')).toContain('import-x/no-restricted-paths');
  });

  it('keep the server\'s rooms pointing down: platform, ledger, kernel, then the areas, then the command line', () => {
    expect(rulesOf('apps/server/src/ledger/probe-imports-kernel.ts')).toContain('import-x/no-restricted-paths');
    expect(rulesOf('apps/server/src/kernel/probe-imports-module.ts')).toContain('import-x/no-restricted-paths');
    expect(rulesOf('apps/server/src/platform/db/probe-imports-kernel.ts')).toContain('import-x/no-restricted-paths');
    expect(rulesOf('apps/server/src/platform/http/probe-imports-errors.ts')).toEqual([]);
    expect(rulesOf('apps/server/src/modules/vip/probe-imports-cli.ts')).toContain('import-x/no-restricted-paths');
  });

  it('keep the sandbox out of the production server, and let it use a server module only through its public.ts', () => {
    expect(rulesOf('apps/server/src/probe-imports-sandbox.ts')).toContain('import-x/no-restricted-paths');
    expect(rulesOf('apps/sandbox/src/probe-module-internal.ts')).toContain('import-x/no-restricted-paths');
    expect(rulesOf('apps/sandbox/src/probe-module-public.ts')).toEqual([]);
    expect(rulesOf('apps/sandbox/src/probe-writes-account.ts')).toContain('no-restricted-syntax');
  });

  it('let a server module be used only through its public.ts, and its routes files only by app.ts and admin-api.ts', () => {
    expect(rulesOf('apps/server/src/modules/vip/probe-other-module.ts')).toContain('import-x/no-restricted-paths');
    expect(rulesOf('apps/server/src/modules/vip/probe-other-public.ts')).toEqual([]);
    expect(rulesOf('apps/server/src/cli/probe-module-internal.ts')).toContain('import-x/no-restricted-paths');
    expect(rulesOf('apps/server/src/cli/probe-module-public.ts')).toEqual([]);
    expect(rulesOf('apps/server/src/probe-routes-elsewhere.ts')).toContain('import-x/no-restricted-paths');
  });

  it('keep SQL out of a routes file, not out of the service beside it', () => {
    expect(rulesOf('apps/server/src/modules/vip/probe-routes.ts')).toContain('no-restricted-syntax');
    expect(rulesOf('apps/server/src/modules/vip/probe-service.ts')).toEqual([]);
  });
});
