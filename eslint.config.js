import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layers } from './apps/web/eslint/layers.mjs';

/**
 * The app runs React Router in declarative mode (ADR 0019, 0035): a data router's hooks and
 * components throw there, so none may be imported, in screens or in tests.
 */
const declarativeRouterOnly = [
  {
    name: 'react-router',
    importNames: [
      'createBrowserRouter',
      'createHashRouter',
      'createMemoryRouter',
      'RouterProvider',
      'useLoaderData',
      'useRouteLoaderData',
      'useActionData',
      'useNavigation',
      'useRouteError',
      'useMatches',
      'useFetcher',
      'useFetchers',
      'useSubmit',
      'useRevalidator',
      'useBlocker',
      'useAsyncValue',
      'useAsyncError',
      'Form',
      'Await',
      'ScrollRestoration',
    ],
    message: 'the app uses declarative routing (ADR 0035): no data router APIs',
  },
  { name: 'react-router/dom', message: 'the app uses declarative routing (ADR 0035)' },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      'apps/api/drizzle/**',
      'apps/web/e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, layers },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'layers/zones': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-imports': [
        'error',
        {
          paths: declarativeRouterOnly,
          patterns: [
            {
              group: ['**/apps/api/**', '@bolajon/api'],
              message: 'web talks to the api only through @bolajon/contract',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: declarativeRouterOnly,
          patterns: [{ group: ['**/features/**'], message: 'ui components never import features' }],
        },
      ],
    },
  },
);
