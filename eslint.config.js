import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './eslint/import-boundaries.js';

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'coverage/', 'test-results/', 'playwright-report/', 'drizzle/'] },
  js.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Fastify plugins and route modules are async by contract (an async function is how one says "no done callback"),
    // whether or not they await.
    files: ['src/server/app.ts', 'src/server/plugins/*.ts', 'src/server/modules/*/*.routes.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter: `{}` means none.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    // The API and unit files share their workers' modules (vitest.config.ts: isolate false): a
    // module mock misses whatever an earlier file in the same worker has already loaded.
    files: ['tests/api/**/*.ts', 'tests/unit/**/*.ts', 'tests/helpers/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock', 'doUnmock'].map((property) => ({
          object: 'vi',
          property,
          message: 'Test files share modules: pass what differs as an argument or an option (createTestApp), not a module mock.',
        })),
      ],
    },
  },
  {
    files: ['**/*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'import-boundaries': importBoundaries } } },
    rules: {
      'local/import-boundaries': 'error',
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read the environment in src/server/config.ts only.' },
      ],
    },
  },
  {
    files: ['src/server/config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
  prettier,
);
