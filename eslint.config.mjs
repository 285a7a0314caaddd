// Lint holds the layer matrix of docs/architecture.md §2: every file belongs to a layer, every import
// (npm packages and Node built-ins included) is denied unless a policy below allows it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';

// Each layer is split into its feature folders (captured as `feature`), so a dependency between two features
// of any layer can be told from one inside a feature; files at a layer's root are elements of that layer too.
// The server's layer matrix (server/README.md): each folder of server/ and the folders it may import, lowest
// first. Default deny: a folder imports only itself, those listed here, src/domain and the wire codecs; no two
// folders import each other (test/lint/layer-rules.spec.ts checks the matrix has no cycle).
export const serverLayers = {
  storage: [],
  media: [],
  uploads: [],
  auth: ['storage'],
  protocol: ['auth'],
  audit: ['auth', 'protocol', 'storage'],
  services: ['audit', 'auth', 'protocol', 'storage'],
  system: ['services', 'storage'],
  records: ['services', 'auth', 'protocol', 'storage', 'media', 'uploads'],
  simulation: ['services', 'records', 'system', 'auth', 'protocol', 'storage', 'media'],
  topics: ['services', 'simulation', 'records', 'system', 'audit', 'auth', 'protocol', 'storage', 'media', 'uploads'],
  socket: ['services', 'topics', 'system', 'auth', 'protocol'],
  cluster: ['services', 'topics', 'simulation', 'records', 'auth', 'protocol', 'storage'],
  http: ['services', 'topics', 'records', 'system', 'audit', 'auth', 'protocol', 'storage', 'media', 'uploads'],
  webrtc: ['http', 'auth', 'protocol', 'storage'],
  replay: ['http', 'protocol'],
  seed: ['http', 'simulation', 'records', 'auth', 'storage', 'media'],
};
const serverTypes = ['server/main', ...Object.keys(serverLayers).map((folder) => `server/${folder}`)];

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
  { type: 'server/main', pattern: 'server/main.ts', mode: 'file' },
  ...Object.keys(serverLayers).map((folder) => ({
    type: `server/${folder}`,
    pattern: `server/${folder}/**`,
    partialMatch: false,
  })),
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
const serverPackages = npm(
  '@electric-sql/pglite',
  'pg',
  'ws',
  'werift',
  'io-ts',
  'fp-ts',
  'immer',
  'luxon',
  'rxjs',
  'reflect-metadata',
);
const typesOnly = (...types) => ({ to: { element: { type: types } }, dependency: { kind: 'type' } });

export const layerPolicies = [
  { from: { element: { type: 'domain' } }, allow: [local('domain'), npm('immer', 'luxon')] },
  { from: { element: { type: 'application' } }, allow: [local('application', 'domain'), npm('rxjs', 'inversify')] },
  { from: { element: { type: 'wire' } }, allow: [local('wire', 'application', 'domain'), npm('io-ts', 'fp-ts')] },
  {
    from: { element: { type: 'infrastructure' } },
    allow: [
      local('infrastructure', 'wire', 'application', 'domain'),
      // reflect-metadata: a worker's entry (src/infrastructure/recording/block-worker.ts) is a root of its own and
      // loads the polyfill inversify's decorators need, as src/main.tsx does for the page.
      npm('phoenix', 'io-ts', 'fp-ts', 'rxjs', 'inversify', 'idb', 'papaparse', 'reflect-metadata'),
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
  // server/main.ts is the composition root of the server: it may import every folder.
  ...Object.entries({ main: Object.keys(serverLayers), ...serverLayers }).map(([part, lower]) => ({
    from: { element: { type: `server/${part}` } },
    allow: [
      local(`server/${part}`, ...lower.map((folder) => `server/${folder}`), 'domain', 'wire'),
      serverPackages,
      core,
    ],
  })),
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
    from: { element: { type: ['domain', 'application', 'wire', 'infrastructure', 'ui', 'main', ...serverTypes] } },
    disallow: [
      {
        to: { element: { captured: { feature: '*' }, fileInternalPath: '!{index,manifest}.ts' } },
        dependency: { relationship: { to: null }, nodeKind: '!dynamic-import' },
      },
    ],
    message:
      'import the feature {{ to.element.captured.feature }} through its index.ts, not its file {{ to.element.fileInternalPath }}',
  },
  // A feature's manifest.ts is what it registers with the composition roots (services, screens), read by those
  // roots alone: the signed-in part's src/infrastructure/di and the route table in src/ui/routes.
  {
    from: { element: { type: ['domain', 'application', 'wire', 'infrastructure', 'ui', 'main', 'server'] } },
    disallow: [
      {
        to: { element: { captured: { feature: '*' }, fileInternalPath: 'manifest.ts' } },
        dependency: { relationship: { to: null } },
      },
    ],
    message:
      'only a composition root (src/infrastructure/di, src/ui/routes) reads the manifest of {{ to.element.captured.feature }}',
  },
  {
    from: { element: { type: 'infrastructure', captured: { feature: 'di' } } },
    allow: [{ to: { element: { type: 'application', fileInternalPath: 'manifest.ts' } } }],
  },
  {
    from: { element: { type: 'ui', captured: { feature: 'routes' } } },
    allow: [{ to: { element: { type: 'ui', fileInternalPath: 'manifest.ts' } } }],
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

/** The general rows-per-page list written again: tables take `adminPageSizes` (domain/admin-kit) and page in AdminList. */
const pageSizesOnce = {
  selector:
    'ArrayExpression[elements.length=6][elements.0.value=5][elements.1.value=15][elements.2.value=25][elements.3.value=50][elements.4.value=100][elements.5.value=0]',
  message: 'Rows per page are adminPageSizes (src/domain/admin-kit); a table pages through AdminList.',
};

/** Joining or leaving a topic on the socket by hand, outside the lease service. */
const topicMembership = ['join', 'leave'].flatMap((method) =>
  [`[callee.object.property.name=/socket|gateway/i]`, `[callee.object.name=/socket|gateway/i]`].map((owner) => ({
    selector: `CallExpression[callee.property.name='${method}']${owner}`,
    message: 'Topics are held with TopicLeases (src/application/topics); nothing else joins or leaves one.',
  })),
);

// HTTP has one contract (issue 30 §2): a call names its entry of application/ports/http-contract.ts and typed
// parameters, never a path; only HttpGateway (src/application/http) asks the HTTP port.
const httpMessage =
  'HTTP goes through HttpGateway.call(httpContract.<call>, { params }) (application/ports/http-contract.ts), never a path.';
const httpContractOnly = [
  ...[`[callee.object.property.name=/^http$/i]`, `[callee.object.name=/^http$/i]`].flatMap((owner) => [
    {
      selector: `CallExpression[callee.property.name='call']${owner}:not([arguments.0.object.name='httpContract'])`,
      message: httpMessage,
    },
    { selector: `CallExpression[callee.property.name='request']${owner}`, message: httpMessage },
  ]),
  { selector: "CallExpression[callee.name='fetch']", message: httpMessage },
  { selector: "NewExpression[callee.name='XMLHttpRequest']", message: httpMessage },
];

const exportAll = { selector: 'ExportAllDeclaration', message: 'Re-export by name (ARCHITECTURE.md §3.1).' };
// What every file of src/ and server/ keeps: re-exports by name, no account-type names, no hand-read production
// roles. A block that adds syntax rules for its files names them through this, because a later flat-config block
// replaces the rule's whole list for the files it matches.
const houseSyntax = (...rules) => [2, exportAll, ...accountTypeChecks, ...productionRoleReads, ...rules];
// A view reads a query that takes arguments with useQuery (src/ui/shared), which makes the stream once per set of
// arguments, follows it while mounted and leaves it (issue 30 §3), not with a stream memoised by hand.
const queryMessage = 'Read a query that takes arguments with useQuery (src/ui/shared), not a stream memoised by hand.';
const handMemoisedReads = [
  {
    selector: "CallExpression[callee.name='useObservable'] > CallExpression[callee.name='useMemo']",
    message: queryMessage,
  },
  { selector: 'VariableDeclarator[id.name=/\\$$/] > CallExpression[callee.name="useMemo"]', message: queryMessage },
];
// One equality of each kind (src/application/shared/equality.ts, issue 30 §3): no hand-written item-by-item or
// serialised comparison beside it.
const handWrittenEquality = [
  {
    selector: "BinaryExpression[operator='==='][left.callee.object.name='JSON'][right.callee.object.name='JSON']",
    message: 'Compare plain data with sameJson (src/application/shared), not by hand.',
  },
  {
    selector:
      "CallExpression[callee.property.name='every'] > ArrowFunctionExpression[params.length=2] MemberExpression[computed=true][property.name=/^(index|i)$/]",
    message: 'Compare arrays item by item with sameItems (src/application/shared), not by hand.',
  },
];
// A text is cut to its box one way (the house review): TruncatedText (src/ui/shared), Fluent's Text with an
// ellipsis and the whole text in a tooltip only when it is cut. A style that cuts by hand says why beside it.
const handCutText = {
  selector: "Property[key.name='textOverflow'][value.value='ellipsis']",
  message: 'Cut a text with TruncatedText (src/ui/shared): an ellipsis, and the whole text on hover only when cut.',
};
const shareReplayImport = {
  name: 'rxjs',
  importNames: ['shareReplay'],
  message: 'Share a query with shareLatest (src/application/shared).',
};
/**
 * What only the rights document and the parity test read (the capabilities' reasons, the console entries' server
 * surfaces): the console never imports it, so the login route's entry chunk does not carry it (docs/performance.md).
 */
const docOnlyRights = {
  regex: '(^|/)(capability-reasons|console-surfaces)$',
  message:
    'Only the rights document and the parity test read this; the console asks can(capability) of src/domain/rights.',
};
/** An entity save pushed by hand instead of through pushEntitySave (issue 30 §3). */
const handSave = {
  selector: "ObjectExpression > Property[key.name='push'][value.value='save']",
  message: 'Save an entity with pushEntitySave (src/application/commands/entity-save.ts): it picks …:create or …:{id}.',
};
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
// Production roles are read through the declaration too (isCrewOn, crewChannels, productionRightsOn), so no
// handler decides on its own what holding a role on a channel allows.
const productionRoleReads = [
  {
    selector: "MemberExpression[property.name='productionRoles']",
    message: 'Rights are declared once: ask isCrewOn, crewChannels or productionRightsOn of src/domain/rights.',
  },
];
// A stored kind's changes reach the consoles through server/records/announce.ts only (issue 30 §5).
const perViewBroadcasts = [
  {
    selector: "MemberExpression[property.name='broadcastViews']",
    message: "A stored kind's changes are announced by server/records/announce.ts (announceChange, …) only.",
  },
];
// Stored documents are read with their kind's wire codec (server/storage/stored-codec.ts decodeStored, issue 30 §5),
// never by casting a field of their body: `doc.body.meta as …`, `(doc.body.meta ?? {}) as …`.
const storedCastMessage =
  "Read a stored document with its kind's wire codec (server/storage/stored-codec.ts decodeStored), not a cast of its body.";
const storedBodyCasts = [
  "TSAsExpression[expression.type='MemberExpression'][expression.object.property.name='body']",
  "TSAsExpression[expression.type='LogicalExpression'][expression.left.object.property.name='body']",
  "TSAsExpression[expression.type='ChainExpression'][expression.expression.object.property.name='body']",
].map((selector) => ({ selector, message: storedCastMessage }));
// The topics and the stored kinds take decoded, typed values (issue 30 §5): a push payload through its codec
// (pushWith), a stored row through its kind's codec (storedWith, decodeStored), a write as the kind's StoredValue.
// No type assertion stands in for a decode there; `as const` is no assertion.
const typedValueMessage =
  "Decode instead of asserting a type: a payload with its codec (pushWith), a stored row with its kind's codec (storedWith), a write as StoredValue.";
const typeAssertions = [
  "TSAsExpression:not([typeAnnotation.type='TSTypeReference'][typeAnnotation.typeName.name='const'])",
  'TSTypeAssertion',
].map((selector) => ({ selector, message: typedValueMessage }));
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
      // A module is imported in one statement, its types inline (`import { value, type Type }`): rename scripts
      // left a second import of the same module behind more than once (issue 30).
      'no-duplicate-imports': 2,
      '@typescript-eslint/no-require-imports': 0,
    },
  },
  {
    files: ['src/domain/**', 'src/application/**', 'src/infrastructure/**', 'src/ui/**', 'server/**'],
    rules: {
      'no-restricted-syntax': houseSyntax(),
    },
  },
  {
    // An entity kind's topic triple is declared once, with the wire kit's entityTopics (issue 30 §3).
    files: ['src/infrastructure/wire/**'],
    rules: { 'no-restricted-syntax': houseSyntax(handDeclaredEditor) },
  },
  {
    // Topic membership has one owner (issue 30 §1): features hold leases (src/application/topics), and nothing
    // else joins or leaves a topic. HTTP has one contract (§2): only HttpGateway asks the HTTP port. Entity saves
    // have one helper (§3).
    files: ['src/application/**', 'src/ui/**'],
    ignores: ['src/application/topics/**', 'src/application/http/**', 'src/application/commands/entity-save.ts'],
    rules: {
      'no-restricted-syntax': houseSyntax(...topicMembership, ...httpContractOnly, ...handWrittenEquality, handSave),
    },
  },
  {
    files: ['src/application/topics/**'],
    rules: {
      'no-restricted-syntax': houseSyntax(...httpContractOnly, ...handWrittenEquality, handSave),
    },
  },
  {
    files: ['src/application/http/**'],
    rules: {
      'no-restricted-syntax': houseSyntax(...topicMembership, ...handWrittenEquality, handSave),
    },
  },
  {
    files: ['src/ui/**'],
    ignores: ['src/ui/shared/**'],
    rules: {
      'no-restricted-syntax': houseSyntax(
        ...topicMembership,
        ...httpContractOnly,
        ...handWrittenEquality,
        handSave,
        ...handMemoisedReads,
        handCutText,
      ),
    },
  },
  {
    // Queries share their latest value one way: shareLatest (src/application/shared). The console leaves what
    // only the rights document reads alone.
    files: ['src/**'],
    ignores: ['src/application/shared/share-latest.ts'],
    rules: {
      'no-restricted-imports': [
        2,
        {
          paths: [shareReplayImport],
          patterns: [docOnlyRights],
        },
      ],
    },
  },
  {
    // View state is remembered one way: RememberedViews (src/application/shared), the one reader and writer of
    // KeyValueStorage for a view; the storage port itself, the replay console's memory, the process list and the
    // desktop-permission question are no view state.
    files: ['src/application/**'],
    ignores: [
      'src/application/shared/share-latest.ts',
      'src/application/shared/remembered-view.ts',
      'src/application/ports/**',
      'src/application/replay-console/**',
      'src/application/processes/process-keeper.ts',
      'src/application/notifications/desktop-permission.ts',
    ],
    rules: {
      'no-restricted-imports': [
        2,
        {
          paths: [
            shareReplayImport,
            {
              name: '../ports',
              importNames: ['KeyValueStorage'],
              message: 'Remember view state with RememberedViews (src/application/shared).',
            },
          ],
          patterns: [docOnlyRights],
        },
      ],
    },
  },
  {
    // One toast helper for the browser suite (issue 30 §3): specs read toasts through test/e2e/support/toasts.ts.
    // One way to open a seeded instance: test/e2e/support/instances.ts looks its id up and opens its panel or
    // editor (a spec that tests how the panel is reached clicks its way there).
    files: ['test/e2e/**'],
    ignores: ['test/e2e/support/toasts.ts', 'test/e2e/support/instances.ts'],
    rules: {
      'no-restricted-syntax': [
        2,
        ...['Literal[value=/data-testid=.toast[^-]/]', 'TemplateElement[value.raw=/data-testid=.toast[^-]/]'].map(
          (selector) => ({
            selector,
            message: 'Read toasts with test/e2e/support/toasts.ts (toastTitles, toastTexts, waitForToast…).',
          }),
        ),
        ...[
          'TemplateElement[value.raw=/^\\x2F(dashboard\\x2Finstance|instances\\x2Fedit)\\x2F$/]',
          'Literal[value=/^\\x2F(dashboard\\x2Finstance|instances\\x2Fedit)\\x2F\\d/]',
          "MemberExpression[object.property.name='documents'][property.name='instances']",
        ].map((selector) => ({
          selector,
          message:
            'Open a seeded instance with test/e2e/support/instances.ts (openInstancePanel, openInstanceEditor, seededInstanceId).',
        })),
      ],
    },
  },
  {
    // One announcer for the stored kinds (issue 30 §5); the audit trail and the instance status are no stored
    // kind and send their per-view frames themselves.
    files: ['server/**'],
    ignores: [
      'server/seed/**',
      'server/protocol/**',
      'server/records/announce.ts',
      'server/audit/audit-trail.ts',
      'server/simulation/simulation.ts',
    ],
    rules: {
      'no-restricted-syntax': houseSyntax(...perViewBroadcasts, ...storedBodyCasts),
    },
  },
  {
    // The same, and no type assertion where the typed values live (issue 30 §5). The announcer keeps its block.
    files: ['server/topics/**', 'server/records/**'],
    ignores: ['server/records/announce.ts'],
    rules: {
      'no-restricted-syntax': houseSyntax(...perViewBroadcasts, ...storedBodyCasts, ...typeAssertions),
    },
  },
  {
    // Projection specs fold with the shared given/when (test/support/projection-spec.ts), one batch per call as
    // the store folds; only the specs of folding itself (evolve, the store, frames' batch equivalence, one batch
    // across two slices) call it by hand.
    files: ['test/domain/**', 'test/application/**'],
    ignores: [
      'test/domain/projection/**',
      'test/domain/frames/frames.projection.spec.ts',
      'test/domain/schedule/listed-answer.spec.ts',
      'test/application/store/**',
    ],
    rules: {
      'no-restricted-imports': [
        2,
        {
          patterns: [
            {
              regex: 'src/domain/(projection|state)$',
              importNames: ['evolve', 'reduceBatch'],
              message: 'Fold a projection in its spec with given/when from test/support/projection-spec.ts.',
            },
          ],
        },
      ],
    },
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
      'no-restricted-syntax': [2, exportAll, ...domainClockReads, ...accountTypeChecks, pageSizesOnce],
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
    // The one list of rows per page (issue 30 §3: four page-size tables became one).
    files: ['src/domain/admin-kit/admin-list.ts'],
    rules: { 'no-restricted-syntax': [2, exportAll, ...domainClockReads, ...accountTypeChecks] },
  },
  {
    // The declaration itself, and the demo data that creates one account of each type.
    files: ['src/domain/rights/**'],
    rules: { 'no-restricted-syntax': [2, exportAll, ...domainClockReads] },
  },
  {
    files: ['server/seed/**'],
    rules: { 'no-restricted-syntax': [2, exportAll, ...storedBodyCasts] },
  },
);
