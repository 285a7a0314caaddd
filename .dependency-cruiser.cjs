// Import cycles are refused everywhere; the layer matrix itself is held by eslint-plugin-boundaries.
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Cycles make features impossible to load or test alone.',
      from: {},
      // A lazy import() runs after every static module has loaded, so a route table that lazily loads a screen
      // which (through a feature's index) reaches back to the router is no load-order cycle; static ones are.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
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
