// Lint holds the layer matrix of docs/architecture.md §2: every file belongs to a layer, every import
// (npm packages and Node built-ins included) is denied unless a policy below allows it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';

// Each layer is split into its feature folders (captured as `feature`), so a dependency between two features
// of any layer can be told from one inside a feature; files at a layer's root are elements of that layer too.
const featureFolders = (type, root) => [
  { type, pattern: `${root}/*.{ts,tsx}`, mode: 'file' },
  { type, pattern: `${root}/*`, mode: 'folder', capture: ['feature'] },
];
const layers = [
  ...featureFolders('domain', 'src/domain'),
  ...featureFolders('application', 'src/application'),
  ...featureFolders('wire', 'src/infrastructure/wire'),
  ...featureFolders('infrastructure', 'src/infrastructure'),
  ...featureFolders('ui', 'src/ui'),
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
      npm('phoenix', 'io-ts', 'fp-ts', 'rxjs', 'inversify', 'idb', 'papaparse'),
    ],
  },
  {
    from: { element: { type: 'ui' } },
    allow: [
      local('ui', 'application'),
      typesOnly('domain'),
      npm('react', 'react-dom', 'react-router', '@fluentui/*', 'rxjs', 'hls.js', 'qrcode.react', 'vis-timeline'),
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
      npm('@electric-sql/pglite', 'pg', 'ws', 'werift', 'io-ts', 'fp-ts', 'immer', 'luxon', 'rxjs', 'reflect-metadata'),
      core,
    ],
  },
  {
    from: { element: { type: ['test', 'tools', 'config'] } },
    allow: [{ to: { element: { type: '*' } } }, { to: { module: { origin: '*' } } }],
  },
  // A feature is reached only through its index.ts, from another layer or from a sibling feature of the same
  // layer (ARCHITECTURE.md §3.1); its own files import each other directly (the "internal" relationship). Files at
  // a layer's root capture no feature and are not features. A dynamic import() may name a file: it is where a
  // lazily loaded chunk begins, and going through the index would make the chunk hold the whole feature.
  // Listed last so it wins over the allows above.
  {
    from: { element: { type: ['domain', 'application', 'wire', 'infrastructure', 'ui', 'main', 'server'] } },
    disallow: [
      {
        to: { element: { captured: { feature: '*' }, fileInternalPath: '!index.ts' } },
        dependency: { relationship: { to: null }, nodeKind: '!dynamic-import' },
      },
    ],
    message:
      'import the feature {{ to.element.captured.feature }} through its index.ts, not its file {{ to.element.fileInternalPath }}',
  },
];

const domainGlobal = (message, ...names) => names.map((name) => ({ name, message }));
const domainGlobals = [
  ...domainGlobal(
    'The domain schedules nothing: time enters as log entries (ClockTicked).',
    'setTimeout',
    'setInterval',
    'setImmediate',
    'clearTimeout',
    'clearInterval',
    'clearImmediate',
    'requestAnimationFrame',
    'queueMicrotask',
  ),
  ...domainGlobal('The domain prints nothing: report through the returned state or events.', 'console'),
  ...domainGlobal(
    'The domain reads no clock or random source; the application layer passes them in.',
    'performance',
    'crypto',
  ),
  ...domainGlobal(
    'The domain touches no browser or process state.',
    'window',
    'document',
    'localStorage',
    'process',
    'fetch',
  ),
];

/** Joining or leaving a topic on the socket by hand, outside the lease service. */
const topicMembership = ['join', 'leave'].flatMap((method) =>
  [`[callee.object.property.name=/socket|gateway/i]`, `[callee.object.name=/socket|gateway/i]`].map((owner) => ({
    selector: `CallExpression[callee.property.name='${method}']${owner}`,
    message: 'Topics are held with TopicLeases (src/application/topics); nothing else joins or leaves one.',
  })),
);

/** An entity save pushed by hand instead of through pushEntitySave (issue 30 §3). */
const handSave = {
  selector: "ObjectExpression > Property[key.name='push'][value.value='save']",
  message: 'Save an entity with pushEntitySave (src/application/commands/entity-save.ts): it picks …:create or …:{id}.',
};
const exportAll = { selector: 'ExportAllDeclaration', message: 'Re-export by name (ARCHITECTURE.md §3.1).' };
/** An entity kind's editor topic declared by hand instead of with the kit's entityTopics (issue 30 §3). */
const handDeclaredEditor = {
  selector:
    "CallExpression[callee.name='defineTopic'] > ObjectExpression > Property[key.name='pattern'][value.value=/:create$/]",
  message: "Declare an entity kind's …:all / …:create / …:{id} topics with entityTopics (wire/kit/entity-topics.ts).",
};
// Rights are declared once (ARCHITECTURE.md §3.13): outside src/domain/rights code names a capability
// (can('administration', actor)), never account types, so no second place decides who may do what.
const accountTypeNames = '/^(admin|device_admin|root|developer|group_admin|user|cloudrec)$/';
const rightsMessage =
  'Rights are declared once: ask can(capability) of src/domain/rights instead of naming account types.';
const accountTypeChecks = [
  {
    selector: `BinaryExpression:matches([left.property.name='type'], [right.property.name='type']) > Literal[value=${accountTypeNames}]`,
    message: rightsMessage,
  },
  {
    selector: `ArrayExpression > Literal[value=/^(admin|device_admin|root|developer|group_admin|cloudrec)$/]`,
    message: rightsMessage,
  },
];
const clockMessage = 'The domain reads time from log entries (ClockTicked, the entry time), never the clock.';
const domainClockReads = [
  { selector: 'NewExpression[callee.name="Date"][arguments.length=0]', message: clockMessage },
  { selector: 'CallExpression[callee.name="Date"]', message: clockMessage },
  {
    selector:
      'CallExpression[callee.object.name="DateTime"][callee.property.name=/^(now|local|utc)$/][arguments.length=0]',
    message: clockMessage,
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
      'no-restricted-syntax': [2, exportAll, ...accountTypeChecks],
    },
  },
  {
    // An entity kind's topic triple is declared once, with the wire kit's entityTopics (issue 30 §3).
    files: ['src/infrastructure/wire/**'],
    rules: { 'no-restricted-syntax': [2, exportAll, ...accountTypeChecks, handDeclaredEditor] },
  },
  {
    // Topic membership has one owner (issue 30 §1): features hold leases (src/application/topics), and nothing
    // else joins or leaves a topic.
    // Entity saves have one helper (issue 30 §3).
    files: ['src/application/**', 'src/ui/**'],
    ignores: ['src/application/topics/**', 'src/application/commands/entity-save.ts'],
    rules: { 'no-restricted-syntax': [2, exportAll, ...accountTypeChecks, ...topicMembership, handSave] },
  },
  {
    // Hooks called in the same order on every render and effects that name what they read
    // (https://react.dev/reference/rules/rules-of-hooks).
    files: ['src/ui/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 2, 'react-hooks/exhaustive-deps': [2, { additionalHooks: '^useQuery$' }] },
  },
  {
    // The domain is pure and total (ARCHITECTURE.md §1): time enters as log entries, ids come from the
    // application layer in the command, and nothing schedules or prints.
    files: ['src/domain/**'],
    rules: {
      'no-restricted-globals': [2, ...domainGlobals],
      'no-restricted-syntax': [2, exportAll, ...domainClockReads, ...accountTypeChecks],
      'no-restricted-properties': [
        2,
        {
          object: 'Date',
          property: 'now',
          message: 'The domain reads time from log entries (ClockTicked, the entry time).',
        },
        { object: 'Math', property: 'random', message: 'Ids and random choices are made in the application layer.' },
        {
          object: 'crypto',
          property: 'randomUUID',
          message: 'Ids are made in the application layer and travel in the command.',
        },
        { object: 'globalThis', property: 'setTimeout', message: 'The domain schedules nothing.' },
        { object: 'window', property: 'setTimeout', message: 'The domain schedules nothing.' },
      ],
    },
  },
  {
    // The declaration itself, and the demo data that creates one account of each type.
    files: ['src/domain/rights/**'],
    rules: { 'no-restricted-syntax': [2, exportAll, ...domainClockReads] },
  },
  {
    files: ['server/seed/**'],
    rules: { 'no-restricted-syntax': [2, exportAll] },
  },
);
