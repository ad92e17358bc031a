import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Feature boundaries (decision record 0025): a feature imports no other feature, and the shared
 * folders import no feature; only the composing layer (the web's app/, the server's app.ts)
 * brings features together. Zones are made from the folders on disk, so a new feature is covered
 * the day it is created.
 */
function featureZones(src, shared) {
  const features = readdirSync(new URL(`${src}/features`, import.meta.url), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const message = 'Features stay apart: move shared code to a shared folder or compose in the app.';
  return [
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message,
    })),
    ...shared.map((folder) => ({ target: `${src}/${folder}`, from: `${src}/features`, message })),
  ];
}

const webSrc = './apps/web/src';
const serverSrc = './apps/server/src';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import/no-cycle': 'error',
      'no-console': 'off',
    },
    // Relative imports resolve like Node's with TypeScript's extensions; the apps' aliases
    // (`@server/*`, `@server-test/*`, `@web/*`) through each workspace's tsconfig.json paths. An
    // import the resolvers miss is invisible to no-cycle and to the zones below (records 0025 and
    // 0047).
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': {
        node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
        typescript: {
          project: [
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'packages/shared/tsconfig.json',
            'e2e/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        },
      },
      // Cycles are ours to find: parsing every package for its exports took nine tenths of the
      // lint's time.
      'import/ignore': ['node_modules'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones(webSrc, ['components', 'config', 'hooks', 'lib']),
            // The app composes features; nothing below it reaches back up.
            {
              target: [
                `${webSrc}/features`,
                `${webSrc}/components`,
                `${webSrc}/config`,
                `${webSrc}/hooks`,
                `${webSrc}/lib`,
              ],
              from: `${webSrc}/app`,
              message: 'Only the app composes; move what is shared below it.',
            },
          ],
        },
      ],
      // Every call is declared once in the shared package and made with http.call (record 0046).
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='http'][callee.property.name='request']",
          message: 'Declare the call in @portal/shared and make it with http.call (record 0046).',
        },
      ],
      // Imports flow one way: shared -> features -> app; the web never reaches into the server.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@portal/server*', '@server/**', '@server-test/**'],
              message: 'The web app talks to the server over HTTP only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones(serverSrc, ['db', 'lib', 'domain', 'plugins']),
            // Layers, lowest first: db; lib, the infrastructure; domain, the portal's rules that
            // several features share; plugins; features; the app. Nothing reaches up.
            {
              target: `${serverSrc}/db`,
              from: [
                `${serverSrc}/lib`,
                `${serverSrc}/domain`,
                `${serverSrc}/plugins`,
                `${serverSrc}/app.ts`,
              ],
              message: 'The database layer stands alone: move what it needs into db/.',
            },
            {
              target: `${serverSrc}/lib`,
              from: [`${serverSrc}/domain`, `${serverSrc}/plugins`, `${serverSrc}/app.ts`],
              message: 'lib/ is infrastructure: it knows no rule of the portal, plugin or feature.',
            },
            {
              target: `${serverSrc}/domain`,
              from: [`${serverSrc}/plugins`, `${serverSrc}/app.ts`],
              message: 'domain/ serves plugins and features: it imports neither.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/web/**', '@portal/web*', '@web/**'],
              message: 'The server never imports the web app.',
            },
          ],
        },
      ],
    },
  },
  {
    // Migrations are frozen in time: they see the database as it was, untyped (Kysely docs).
    files: ['apps/server/src/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@portal/server*', '@portal/web*'],
              message: 'shared depends on nothing of the apps.',
            },
          ],
        },
      ],
    },
  },
);
