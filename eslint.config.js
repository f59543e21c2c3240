import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'functions/lib', 'node_modules', '.emulator-data*', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // No import circles, static or lazy: a circle decides the order modules start in, and a lazy
    // import back into its importer only hides one.
    files: ['src/**/*.{ts,tsx}', 'domain/**/*.ts', 'functions/src/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // tsconfig.json's paths: the resolver follows '@/…' and '@domain/…', so a circle through an
      // alias is still seen.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
          tsconfig: { configFile: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) },
        }),
      ],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A missing local named like one of these silently becomes window.close, window.open…
      'no-restricted-globals': ['error', 'close', 'open', 'name', 'event', 'status', 'parent', 'top', 'self', 'length'],
      // The browser only writes with Firestore's SDK, through its Lite edition (lib/guardar/db.ts): the full
      // one is three times its size and would be a second database instance beside it.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='firebase/firestore'], ImportExpression[source.value='firebase/firestore']",
          message:
            "Importe de 'firebase/firestore/lite': el navegador escribe con la edición Lite (lib/guardar/db.ts).",
        },
      ],
    },
  },
  {
    // Imports flow one way: shared code -> features -> app. Features never import the app
    // layer or each other; shared code never imports features.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // A sibling feature ('../../otra/…'); up three levels is src/, shared code.
              group: ['../../*/**', '!../../../**'],
              message: 'Una feature no importa app/ ni otras features.',
            },
            {
              // Apart from the group above, so that its exception cannot re-admit these.
              // Relative ('../../../app/…') and by alias ('@/app/…', '@/features/otra/…'); a feature's
              // own files import each other relatively.
              group: ['**/app/**', '**/features/**', '@/app/**', '@/features/**'],
              message: 'Una feature no importa app/ ni otras features.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**', '@/features/**', '@/app/**'],
              message: 'El código compartido no importa features ni app/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every browser test runs under the CSP watch of e2e/fixtures.ts.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Importe test y expect de './fixtures': fallan la prueba ante una violación de la CSP.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='newContext']",
          message: 'Use openContext de ./fixtures: vigila la CSP de la otra sesión.',
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', 'functions/**/*.{ts,mjs}', 'tests/**/*.ts', 'e2e/**/*.ts', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
);
