import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'e2e/artifacts/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver()] },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true, ignoreVoidOperator: true }],
      'import-x/no-cycle': 'error',
      // The two apps never import each other; both import only packages/contract.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/server', from: './apps/web', message: 'The server imports only packages/contract.' },
            { target: './apps/web', from: './apps/server', message: 'The web app imports only packages/contract.' },
            { target: './packages/contract', from: './apps', message: 'The contract depends on no app.' },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@casino/server', '@casino/server/*', '@casino/web', '@casino/web/*'], message: 'Apps import only @casino/contract.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
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
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Raw HTML goes through SafeHtml only (it sanitizes with DOMPurify).',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/shared/safe-html.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The demo game's page script runs in the browser.
    files: ['apps/server/src/providers/demo/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
