// Import cycles are refused everywhere; the layer matrix itself is held by eslint-plugin-boundaries.
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Cycles make features impossible to load or test alone.',
      from: {},
      // Lazy import() edges count too: a route table that lazily loads a screen which reaches back to the
      // router is still a loop a reader has to untangle (issue 30). test/lint/cycle-rules.spec.ts plants both.
      to: { circular: true },
    },
    {
      name: 'no-circular-server',
      severity: 'error',
      comment: 'The server is layered by folder (server/README.md): no cycle at all, lazy imports included.',
      from: { path: '^server/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js'],
    },
  },
};
