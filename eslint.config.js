import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url));
const SERVER_MODULES = readdirSync(new URL('./apps/server/src/modules', import.meta.url));
const MODULE_PUBLIC_FILES = SERVER_MODULES.map((module) => `./${module}/index.ts`);
const WEB_LAYER_ZONES = [
  { target: './apps/web/src/lib', from: './apps/web/src/features' },
  { target: './apps/web/src/lib', from: './apps/web/src/app' },
  { target: './apps/web/src/features', from: './apps/web/src/app' },
  { target: './apps/web/src/components', from: './apps/web/src/features' },
  { target: './apps/web/src/components', from: './apps/web/src/app' },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.tmp/**', 'data/**', '**/drizzle/**', 'bench/out/**'],
  },
  js.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript resolver reads each workspace's paths ('@/…' in the web client).
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      'import-x/no-default-export': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
      // Raw environment access belongs to the config module alone.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through loadConfig().' },
      ],
    },
  },
  {
    // Tests read untyped JSON answers; asserting on them is the point.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/require-await': 'off',
      'no-restricted-properties': 'off',
    },
  },
  {
    files: ['**/*.config.ts', '**/vite.config.ts', '**/vitest.config.ts', '**/drizzle.config.ts'],
    rules: { 'import-x/no-default-export': 'off', 'no-restricted-properties': 'off' },
  },
  {
    files: ['apps/server/src/platform/config/config.ts', 'apps/server/src/test/**', 'e2e/**', 'bench/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['apps/server/src/test/global-setup.ts', 'e2e/support/global-setup.ts'],
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    extends: [jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Imports flow one way: lib and components, then features, then app. Tests may reach
    // anything they stand in for (the store, another feature's call to mock).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/testing/**'],
    rules: {
      // Features never import each other; shared code lives in lib/ or the contract.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: WEB_LAYER_ZONES,
        },
      ],
    },
  },
  {
    // A feature reaches another only through app/ (routes, layouts).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          // The same rule replaces the one above for these files, so it repeats the layers.
          zones: [
            ...WEB_LAYER_ZONES,
            ...WEB_FEATURES.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
            })),
          ],
        },
      ],
    },
  },
  {
    // Platform code serves every module and knows none. A module reaches another only through
    // its public index.ts, and so does the app that registers their routes.
    files: ['apps/server/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/test/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/server/src/platform', from: './apps/server/src/modules' },
            {
              target: './apps/server/src/*.ts',
              from: './apps/server/src/modules',
              except: MODULE_PUBLIC_FILES,
            },
            ...SERVER_MODULES.map((module) => ({
              target: `./apps/server/src/modules/${module}`,
              from: './apps/server/src/modules',
              except: [`./${module}`, ...MODULE_PUBLIC_FILES],
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
);
