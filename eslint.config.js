// One lint for the repository: TypeScript, React hooks, accessibility of JSX, file names, and the
// architecture's boundaries (which layer may import which), so the shape is checked. Import cycles are
// refused by madge in the same lint task (`npm run cycles`).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const sources = ['**/*.{ts,tsx,js,mjs}'];

/**
 * The layers, as architecture.md draws them. Packages: domain depends on nothing of ours; api and ui on
 * domain; machines on api and domain; the apps on the packages; nothing imports an app. Inside the portal:
 * shared → features → app (features never import each other). Inside the server: the access kernel
 * (access/: access rules, session helpers) imports no plugin and no feature; plugins are infrastructure
 * and import the kernel, never a feature; features use the kernel, shared modules and plugins, never each
 * other; config.ts and env.ts import no feature.
 */
const elements = [
  { type: 'domain', pattern: 'packages/domain/src' },
  { type: 'api', pattern: 'packages/api/src' },
  { type: 'ui', pattern: 'packages/ui/src' },
  { type: 'machines', pattern: 'packages/machines/src' },
  { type: 'portal-app', pattern: 'apps/portal/src/app' },
  { type: 'portal-feature', pattern: 'apps/portal/src/features/*', capture: ['feature'] },
  { type: 'portal-shared', pattern: 'apps/portal/src/shared' },
  { type: 'portal-test', pattern: 'apps/portal/src/{test,e2e}' },
  { type: 'server-access', pattern: 'apps/server/src/access' },
  { type: 'server-shared', pattern: 'apps/server/src/shared' },
  { type: 'server-plugin', pattern: 'apps/server/src/plugins' },
  { type: 'server-feature', pattern: 'apps/server/src/features/*', capture: ['feature'] },
  { type: 'server-db', pattern: 'apps/server/src/db' },
  { type: 'server-demo', pattern: 'apps/server/src/demo' },
  // Last, so only the files directly in src (main.tsx; app.ts, config.ts, http-error.ts, main.ts) and the
  // server's features/endpoint.ts match them.
  { type: 'portal-entry', pattern: 'apps/portal/src' },
  { type: 'server-entry', pattern: 'apps/server/src' },
];

/**
 * Files of the server's entry element that lower layers may import: the configuration and the error type
 * (they import no feature, plugin or kernel), and the one helper every feature registers its routes with.
 */
const serverConfig = { type: 'server-entry', fileInternalPath: '{config,env,release,http-error}.ts' };
const serverEndpoint = { type: 'server-entry', fileInternalPath: 'features/endpoint.ts' };
const serverApp = { type: 'server-entry', fileInternalPath: ['{app,main,print-service,seed-process}.ts', '{cli,import}/**'] };
const allowServer = (from, to) => ({
  from: { element: from },
  allow: { to: { element: to.map((t) => (typeof t === 'string' ? { type: t } : t)) } },
});

const allow = (from, to) => ({ from: { element: { types: { anyOf: from } } }, allow: { to: { element: { types: { anyOf: to } } } } });

const packages = ['domain', 'api', 'ui', 'machines'];
const policies = [
  allow(['domain'], ['domain']),
  allow(['api'], ['api', 'domain']),
  allow(['ui'], ['ui', 'domain']),
  allow(['machines'], ['machines', 'api', 'domain']),
  allow(['portal-shared'], ['portal-shared', ...packages]),
  // A feature imports shared code, the packages and itself, never another feature.
  allow(['portal-feature'], ['portal-shared', ...packages]),
  {
    from: { element: { type: 'portal-feature' } },
    allow: { to: { element: { type: 'portal-feature', captured: { feature: '{{ from.captured.feature }}' } } } },
  },
  allow(['portal-app'], ['portal-app', 'portal-feature', 'portal-shared', ...packages]),
  allow(['portal-entry'], ['portal-app', 'portal-shared', ...packages]),
  // Tests render the whole app (router included) and reach any layer.
  allow(['portal-test'], ['portal-test', 'portal-app', 'portal-feature', 'portal-shared', ...packages]),
  // The server, lowest layer first: configuration; db; the access kernel; plugins; shared modules; features; the app.
  allowServer(serverConfig, [serverConfig, 'server-shared', 'domain', 'api']),
  allowServer({ type: 'server-db' }, ['server-db', serverConfig, 'domain', 'api']),
  // The access kernel: the access rules and session helpers that features and plugins both use.
  allowServer({ type: 'server-access' }, ['server-access', 'server-db', serverConfig, 'domain', 'api']),
  allowServer({ type: 'server-plugin' }, ['server-plugin', 'server-access', 'server-db', serverConfig, 'domain', 'api']),
  // Neutral modules shared by features (presentation, lookups, notices), importing no feature.
  allowServer({ type: 'server-shared' }, ['server-shared', 'server-plugin', 'server-access', 'server-db', serverConfig, 'domain', 'api']),
  allowServer(serverEndpoint, ['server-plugin', 'server-access', serverConfig, 'domain', 'api']),
  // A server feature imports the kernel, shared modules, plugins and itself, never another feature.
  // Reference data (transaction types, model portfolios, funds) is in the database: features never read the demo.
  allowServer({ type: 'server-feature' }, [
    serverEndpoint,
    'server-shared',
    'server-plugin',
    'server-access',
    'server-db',
    serverConfig,
    'domain',
    'api',
  ]),
  {
    from: { element: { type: 'server-feature' } },
    allow: { to: { element: { type: 'server-feature', captured: { feature: '{{ from.captured.feature }}' } } } },
  },
  // The demo builds the series the way the portfolio feature does (its series module).
  allowServer({ type: 'server-demo' }, [
    'server-demo',
    'server-feature',
    'server-shared',
    'server-access',
    'server-db',
    serverConfig,
    'domain',
    'api',
  ]),
  allowServer(serverApp, [
    'server-entry',
    'server-feature',
    'server-shared',
    'server-plugin',
    'server-access',
    'server-db',
    'server-demo',
    'domain',
    'api',
  ]),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // The public pages' SSR build (prerender input), like dist.
      '**/.prerender/**',
      'storybook-static/**',
      '.data/**',
      '.bench/**',
      '.test-results/**',
      '**/.turbo/**',
      'coverage/**',
      '**/.stryker-tmp/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: sources,
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, boundaries, 'check-file': checkFile },
    settings: {
      // Relative imports resolve with the node resolver; workspace packages are checked by the
      // package rules below (their `exports` point at TypeScript sources, which the node resolver skips).
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'boundaries/elements': elements,
      'boundaries/include': ['packages/*/src/**', 'apps/*/src/**'],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../*/src/*', '../../../packages/*'],
              message: 'Import a workspace package by name, never across a package boundary.',
            },
          ],
        },
      ],
      'boundaries/dependencies': ['error', { default: 'disallow', policies }],
    },
  },
  // Which workspace packages each package may import (architecture.md): domain nothing of ours; api and
  // ui domain; machines api and domain; nothing imports an app.
  ...Object.entries({
    domain: ['@portal/api', '@portal/ui', '@portal/machines'],
    api: ['@portal/ui', '@portal/machines'],
    ui: ['@portal/api', '@portal/machines'],
    machines: ['@portal/ui'],
  }).map(([name, forbidden]) => ({
    files: [`packages/${name}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../*/src/*', '../../../packages/*'],
              message: 'Import a workspace package by name, never across a package boundary.',
            },
            {
              group: [...forbidden.flatMap((p) => [p, `${p}/*`]), '@portal/portal', '@portal/server'],
              message: `@portal/${name} may not import this package (architecture.md).`,
            },
          ],
        },
      ],
    },
  })),
  {
    // Tests render the whole app (router, stubs) and may reach any layer.
    files: ['**/*.test.{ts,tsx}', '**/test/**', '**/e2e/**'],
    rules: { 'boundaries/dependencies': 'off' },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling region must be focusable so a keyboard can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // One naming convention: a module that exports a React component (.tsx) or a component folder is
    // PascalCase; every other module and folder is kebab-case. Tests and stories take their subject's name.
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}', 'bench/**/*.ts'],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': '@(+([A-Z])*([a-zA-Z0-9])|+([a-z0-9])*(-+([a-z0-9])))' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
);
