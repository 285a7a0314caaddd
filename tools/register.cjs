// One TypeScript register for tests, the studio server and the tools: swc keeps legacy decorator metadata
// (inversify needs it) and compiles to CommonJS so Node can require() the ESM-only test libraries.
process.env.SWC_NODE_PROJECT =
  process.env.SWC_NODE_PROJECT || require('node:path').join(__dirname, '..', 'tsconfig.json');
require('@swc-node/register');
require('reflect-metadata');
