// Lint holds the layer matrix of docs/architecture.md §2: every file belongs to a layer, every import
// (npm packages and Node built-ins included) is denied unless a policy below allows it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';

const layers = [
  { type: 'domain', pattern: 'src/domain/**', partialMatch: false },
  { type: 'application', pattern: 'src/application/**', partialMatch: false },
  { type: 'wire', pattern: 'src/infrastructure/wire/**', partialMatch: false },
  { type: 'infrastructure', pattern: 'src/infrastructure/**', partialMatch: false },
  { type: 'ui', pattern: 'src/ui/**', partialMatch: false },
  { type: 'main', pattern: 'src/main.tsx', mode: 'file' },
  { type: 'server', pattern: 'server/**', partialMatch: false },
  { type: 'test', pattern: 'test/**', partialMatch: false },
  { type: 'tools', pattern: 'tools/**', partialMatch: false },
  {
    type: 'config',
    pattern: ['eslint.config.mjs', 'webpack.config.ts', '.dependency-cruiser.cjs', '.mocharc.*.cjs'],
    mode: 'file',
  },
];

const local = (...types) => ({ to: { element: { type: types } } });
const npm = (...sources) => ({ to: { module: { origin: 'external', source: sources } } });
const core = { to: { module: { origin: 'core' } } };
const typesOnly = (...types) => ({ to: { element: { type: types } }, dependency: { kind: 'type' } });

export const layerPolicies = [
  { from: { element: { type: 'domain' } }, allow: [local('domain'), npm('immer', 'luxon')] },
  { from: { element: { type: 'application' } }, allow: [local('application', 'domain'), npm('rxjs', 'inversify')] },
  { from: { element: { type: 'wire' } }, allow: [local('wire', 'application', 'domain'), npm('io-ts', 'fp-ts')] },
  {
    from: { element: { type: 'infrastructure' } },
    allow: [
      local('infrastructure', 'wire', 'application', 'domain'),
      npm('phoenix', 'io-ts', 'fp-ts', 'rxjs', 'inversify', 'idb'),
    ],
  },
  {
    from: { element: { type: 'ui' } },
    allow: [
      local('ui', 'application'),
      typesOnly('domain'),
      npm('react', 'react-dom', 'react-router', '@fluentui/*', 'rxjs', 'hls.js'),
    ],
  },
  {
    from: { element: { type: 'main' } },
    allow: [local('domain', 'application', 'wire', 'infrastructure', 'ui'), npm('*', '@*/*', 'reflect-metadata')],
  },
  {
    from: { element: { type: 'server' } },
    allow: [
      local('server', 'domain', 'wire'),
      npm('@electric-sql/pglite', 'ws', 'io-ts', 'fp-ts', 'immer', 'luxon', 'rxjs', 'reflect-metadata'),
      core,
    ],
  },
  {
    from: { element: { type: ['test', 'tools', 'config'] } },
    allow: [{ to: { element: { type: '*' } } }, { to: { module: { origin: '*' } } }],
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'data/**',
      '.data/**',
      'test-output/**',
      'server/media/segments/**',
      'docs/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,cjs}'],
    plugins: { boundaries },
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        require: 'readonly',
        __dirname: 'readonly',
        module: 'writable',
      },
    },
    settings: {
      'boundaries/elements': layers,
      'boundaries/include': ['src/**', 'server/**', 'test/**', 'tools/**', '*.{ts,mjs,cjs}', '.*.cjs'],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import', 'require'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': [2, { default: 'disallow', checkAllOrigins: true, policies: layerPolicies }],
      'boundaries/no-unknown-files': 2,
      'no-restricted-properties': [
        2,
        { object: 'describe', property: 'only', message: '.only would skip the rest of the suite in CI.' },
        { object: 'it', property: 'only', message: '.only would skip the rest of the suite in CI.' },
        { object: 'context', property: 'only', message: '.only would skip the rest of the suite in CI.' },
      ],
      '@typescript-eslint/no-unused-vars': [2, { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [2, { prefer: 'type-imports', fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-require-imports': 0,
    },
  },
  {
    files: ['src/domain/**', 'src/application/**', 'src/infrastructure/**', 'src/ui/**', 'server/**'],
    rules: {
      'no-restricted-syntax': [
        2,
        { selector: 'ExportAllDeclaration', message: 'Re-export by name (ARCHITECTURE.md §3.1).' },
      ],
    },
  },
);
