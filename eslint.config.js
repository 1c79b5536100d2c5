import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A feature never imports another feature: one zone per feature folder, forbidding every other one. */
const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const WEB_FEATURE_ZONES = WEB_FEATURES.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'A feature never imports another feature; combine screens in apps/web/src/app.',
}));
const ADMIN_FEATURE_ZONES = readdirSync(new URL('./apps/admin/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({
    target: `./apps/admin/src/features/${entry.name}`,
    from: './apps/admin/src/features',
    except: [`./${entry.name}`],
    message: 'A feature never imports another feature; combine screens in apps/admin/src/app.',
  }));

/**
 * A server module is used by the rest of the server only through its public.ts: another module imports nothing
 * else of it, and nor does code outside modules/, but for app.ts and admin-api.ts registering its routes files.
 */
const SERVER_MODULES = readdirSync(new URL('./apps/server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const PUBLIC_FILES = SERVER_MODULES.map((module) => `./${module}/public.ts`);
const ROUTE_FILES = SERVER_MODULES.flatMap((module) => ['routes.ts', 'admin-routes.ts', 'upload-routes.ts'].map((file) => `./${module}/${file}`));
const ROUTE_REGISTRARS = ['app.ts', 'admin-api.ts'];
const OUTSIDE_MODULES = readdirSync(new URL('./apps/server/src', import.meta.url)).filter((name) => name !== 'modules' && !ROUTE_REGISTRARS.includes(name));
/** The composition at the top of the server: main, app, serve, jobs, connections, extension, admin-api (context.ts is read by every area). */
const TOP_FILES = readdirSync(new URL('./apps/server/src', import.meta.url)).filter((name) => name.endsWith('.ts') && !['context.ts', 'jsdom.d.ts'].includes(name));
const ROOM_TOPS = [`./apps/server/src/cli`, ...TOP_FILES.map((name) => `./apps/server/src/${name}`), './apps/server/src/context.ts'];
const SERVER_MODULE_ZONES = [
  ...SERVER_MODULES.map((module) => ({
    target: `./apps/server/src/modules/${module}`,
    from: './apps/server/src/modules',
    except: [`./${module}`, ...PUBLIC_FILES],
    message: "Another module is used only through its public.ts: export what this one needs there, or move a piece both need out of modules/.",
  })),
  {
    target: OUTSIDE_MODULES.map((name) => `./apps/server/src/${name}`),
    from: './apps/server/src/modules',
    except: PUBLIC_FILES,
    message: 'Outside modules/, a module is used only through its public.ts.',
  },
  {
    target: ROUTE_REGISTRARS.map((name) => `./apps/server/src/${name}`),
    from: './apps/server/src/modules',
    except: [...PUBLIC_FILES, ...ROUTE_FILES],
    message: 'app.ts and admin-api.ts register the routes files; anything else of a module comes through its public.ts.',
  },
];

const SERVER = './apps/server/src';
/** A lower room never imports a higher one (docs/architecture.md); the few exceptions are named by `except`. */
const SERVER_ROOM_ZONES = [
  { target: `${SERVER}/platform`, from: `${SERVER}/modules`, message: 'platform/ is below the modules: it never imports one.' },
  { target: `${SERVER}/platform`, from: `${SERVER}/kernel`, except: ['./errors.ts'], message: 'platform/ is below kernel/: it knows only the error the HTTP layer answers (kernel/errors.ts).' },
  { target: `${SERVER}/platform`, from: `${SERVER}/ledger`, except: ['./ledger.ts'], message: 'platform/ is below the ledger: it knows only the ceiling error it answers (ledger/ledger.ts).' },
  { target: `${SERVER}/platform`, from: `${SERVER}/integrations`, except: ['./platforms/game-session.ts'], message: 'platform/ is below the integrations: only a session\'s end reaches the game sessions.' },
  { target: [`${SERVER}/platform`, `${SERVER}/ledger`, `${SERVER}/kernel`], from: ROOM_TOPS, message: 'A lower room never imports the composition (app, serve, jobs, context…) or the command line.' },
  { target: `${SERVER}/ledger`, from: [`${SERVER}/kernel`, `${SERVER}/modules`, `${SERVER}/integrations`], message: 'The ledger is below kernel/, the modules and the integrations: it never imports them.' },
  { target: `${SERVER}/kernel`, from: [`${SERVER}/modules`, `${SERVER}/integrations`], message: 'kernel/ is what the areas share: it never imports one, nor an integration.' },
  { target: [`${SERVER}/modules`, `${SERVER}/integrations`], from: [`${SERVER}/cli`, ...TOP_FILES.map((name) => `${SERVER}/${name}`)], message: 'The areas and integrations never import the command line or the composition; they are given what they need (context.ts is the exception: a type).' },
];

const RAW_HTML = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Raw HTML goes through SafeHtml only (it sanitizes with DOMPurify).',
};
/** Only the ledger writes balances and transfers (LEDGER.md rule 3): any other insert, update or delete of those tables. */
const LEDGER_TABLES_WRITE = {
  selector: "CallExpression[callee.property.name=/^(insertInto|updateTable|deleteFrom)$/][arguments.0.value=/^(account|transfer)$/]",
  message: 'Only apps/server/src/ledger writes the account and transfer tables: ask the Ledger.',
};
/** A routes file parses, authorizes and calls one service function of its area: no query, transaction or paging of its own. */
const WORK_IN_ROUTES = [
  {
    selector: 'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom|transaction|with)$/]',
    message: 'No SQL in a routes file: call a service function of the area.',
  },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'No SQL in a routes file: call a service function of the area.' },
  { selector: 'CallExpression[callee.name=/^(inMoneyTransaction|paginate)$/]', message: 'Transactions and pages belong to a service function of the area, not to a routes file.' },
];
const QUERY_KEY = {
  selector: "Property[key.name='queryKey']",
  message: 'Write a query key only in an api/ file (its queryOptions); elsewhere use those options.',
};

/** Test files of every workspace, the journeys and the benchmark's own tests. */
const TEST_FILES = ['**/test/**/*.{ts,tsx}', '**/*.test.{ts,tsx}', 'e2e/**/*.ts'];
const TYPE_CHECKED_RULES_OFF = tseslint.configs.disableTypeChecked.rules;
/** The React compiler's rules of react-hooks' recommended set (all but rules-of-hooks and exhaustive-deps). */
const REACT_COMPILER_RULES_OFF = Object.fromEntries(
  Object.keys(reactHooks.configs.recommended.rules)
    .filter((rule) => !['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps'].includes(rule))
    .map((rule) => [rule, 'off']),
);

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist.*-*/**', '**/dist-test/**', '**/.tsbuild/**', '**/data/**', 'e2e/artifacts/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.eslint.json', './apps/web/sw/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    // Resolves relative .ts/.tsx imports and the workspaces' exports, so the zones and the cycle rule see real files.
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', '*/*/tsconfig.json', 'apps/server/test/tsconfig.json', 'e2e/tsconfig.json', 'bench/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      // Two of the type-checked set that cost a tenth of lint and guard nothing here: no TypeScript enum is
      // written, and the classes are services and errors, never filled from a plain object.
      '@typescript-eslint/no-unsafe-enum-assignment': 'off',
      '@typescript-eslint/no-unsafe-class-instance-assignment': 'off',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true, ignoreVoidOperator: true }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The two apps never import each other; both import only packages/contract.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/server', from: './apps/web', message: 'The server imports only packages/contract.' },
            { target: './apps/web', from: './apps/server', message: 'The web app imports only packages/contract.' },
            { target: './apps/web', from: './apps/admin', message: 'Nothing of the operator console reaches the player app.' },
            { target: './apps/admin/src', from: './apps/web', message: 'The console imports only packages/contract.' },
            { target: './apps/admin', from: './apps/server', message: 'The console imports only packages/contract.' },
            { target: './apps/server', from: './apps/admin', message: 'The server imports only packages/contract.' },
            { target: './packages/contract', from: './apps', message: 'The contract depends on no app.' },
            // Layers point one way: app -> features -> shared/api. Screens are combined in the router only.
            ...WEB_FEATURE_ZONES,
            ...ADMIN_FEATURE_ZONES,
            { target: './apps/admin/src/api', from: './apps/admin/src/features', message: 'api/ never imports a feature.' },
            { target: './apps/admin/src/features', from: './apps/admin/src/app', message: 'A feature never imports the app layer (router, layout).' },
            { target: './apps/web/src/shared', from: './apps/web/src/features', message: 'shared/ never imports a feature.' },
            { target: './apps/web/src/api', from: './apps/web/src/features', message: 'api/ never imports a feature.' },
            { target: './apps/web/src/shared', from: './apps/web/src/app', message: 'shared/ never imports the app layer.' },
            { target: './apps/web/src/api', from: './apps/web/src/app', message: 'api/ never imports the app layer.' },
            { target: './apps/web/src/features', from: './apps/web/src/app', message: 'A feature never imports the app layer (router, layouts).' },
            // The server's rooms, lowest first: platform/ (config, runtime, db, http, security, observability), ledger/,
            // kernel/ (what areas share), then modules/ and integrations/, then cli/ and the composition at the top.
            ...SERVER_ROOM_ZONES,
            ...SERVER_MODULE_ZONES,
            { target: './apps/sandbox/src/content/seed', from: './apps/server/src/modules', message: 'The seed writes rows; it never imports a module.' },
            // The sandbox sits above the server and beside it at start (npm start); the production server never sees it.
            { target: './apps/server/src', from: './apps/sandbox', message: 'The production server never imports the sandbox: give it what it needs through a ServerExtension (extension.ts).' },
            { target: './apps/sandbox', from: './apps/server/src/modules', except: PUBLIC_FILES, message: 'The sandbox uses a server module only through its public.ts.' },
            { target: './apps/sandbox', from: './apps/web', message: 'The sandbox imports only the server and packages/contract.' },
            { target: './apps/sandbox', from: './apps/admin', message: 'The sandbox imports only the server and packages/contract.' },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@casino/server', '@casino/server/*', '@casino/web', '@casino/web/*', '@casino/admin', '@casino/admin/*'], message: 'Apps import only @casino/contract.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Schemas stay out of the bundle: the web app calls by route name and takes schemas' types only.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@casino/contract/calls', '@casino/contract/calls/*', '@casino/contract/entities/*', '@casino/contract/wire', '@casino/contract/call'],
              allowTypeImports: true,
              message: 'Import schemas as types only; call the API by route name (callApi / request).',
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', RAW_HTML, QUERY_KEY],
    },
  },
  {
    // Query keys are written once, in the api/ files that own the query (queryOptions), and reused from there.
    files: ['apps/web/src/api/**', 'apps/web/src/features/*/api/**', 'apps/admin/src/api/**', 'apps/admin/src/features/*/api.ts'],
    rules: { 'no-restricted-syntax': ['error', RAW_HTML] },
  },
  {
    files: ['apps/server/src/**/*.ts', 'apps/sandbox/src/**/*.ts'],
    ignores: ['apps/server/src/ledger/**'],
    rules: { 'no-restricted-syntax': ['error', LEDGER_TABLES_WRITE] },
  },
  {
    files: ['apps/server/src/modules/*/routes.ts', 'apps/server/src/modules/*/admin-routes.ts', 'apps/server/src/modules/*/*-routes.ts'],
    rules: { 'no-restricted-syntax': ['error', LEDGER_TABLES_WRITE, ...WORK_IN_ROUTES] },
  },
  {
    files: ['apps/web/src/shared/safe-html.tsx', 'apps/admin/src/shared/safe-preview.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Tests: of the type-checked set, the rule that catches a test which cannot fail (an expectation or a step
    // not awaited); the whole set there took as long as the rest of lint. Nothing imports a test file, so no
    // import cycle passes through one; the React compiler's rules judge the apps' components, not a test's.
    files: TEST_FILES,
    rules: {
      ...TYPE_CHECKED_RULES_OFF,
      '@typescript-eslint/no-floating-promises': 'error',
      'import-x/no-cycle': 'off',
      ...REACT_COMPILER_RULES_OFF,
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The demo game's page script runs in the browser.
    files: ['apps/sandbox/src/demo-slot/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
