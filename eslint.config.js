import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Which part of the tree may not import which (docs/architecture.md: imports go one way). */
const boundaries = [
  {
    target: './src/contract',
    from: ['./src/server', './src/web'],
    message: 'The contract is pure: it imports neither server nor web code.',
  },
  { target: './src/server', from: './src/web', message: 'The server never imports web code.' },
  { target: './src/web', from: './src/server', message: 'The browser never imports server code.' },
  {
    target: './src/web/member',
    from: './src/web/admin',
    message: 'The member app never imports the admin app: shared code goes to src/web/ui or lib.',
  },
  {
    target: './src/web/admin',
    from: './src/web/member',
    message: 'The admin app never imports the member app: shared code goes to src/web/ui or lib.',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.tmp/**', 'test-results/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      // Each file is checked with the TypeScript project it belongs to (docs/decisions/0012-typescript-projects.md).
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Without these the plugin reads only .js files, and sees no imports (and no cycles) in TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      // An async function without an await still answers a promise its callers await: route plugins
      // and gateway adapters keep Fastify's and the interface's shape, and a throw inside stays a
      // rejection. The rule's fix (drop async) would turn such throws into synchronous ones.
      '@typescript-eslint/require-await': 'off',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Tests read JSON answers as \`any\` on purpose and assert them field by field: typing every
    // answer would restate the contract the server already checks with its response schemas.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.e2e.ts', 'tests/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // A browser test waits for what it expects to see, never for a fixed time: a sleep is either
    // too short on a busy machine or time thrown away on a quiet one.
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'Wait for a condition (an element, a request, a state), not a time.',
        },
        {
          selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout']",
          message: 'Wait for a condition (an element, a request, a state), not a time.',
        },
      ],
    },
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'react', 'react-dom'], message: 'The contract is pure: no I/O, no React, no Node APIs.' }] },
      ],
    },
  },
  {
    // SQL lives in repositories (and the database's own folder); services and routes call them.
    files: ['src/server/**/*.ts'],
    // visibility.ts is the one SQL predicate every repository that lists members composes.
    ignores: ['**/repository.ts', 'src/server/db/**', 'src/server/profiles/visibility.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', allowTypeImports: true, message: 'SQL lives in a repository.ts: call one from here.' }],
          patterns: [{ group: ['**/db/schema.js'], allowTypeImports: true, message: 'SQL lives in a repository.ts: call one from here.' }],
        },
      ],
    },
  },
);
