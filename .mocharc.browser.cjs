module.exports = {
  require: [
    'tools/register.cjs',
    'test/support/bundle-once.ts',
    'test/support/hooks.ts',
    'test/support/browser-problem-hooks.ts',
    'test/support/accessibility-hooks.ts',
  ],
  extension: ['ts'],
  spec: ['test/e2e/**/*.spec.ts'],
  // Two files at a time: a browser test spends much of its time waiting on Chromium and the server, so two
  // workers on two cores finish the suite sooner (each file starts its own server and browser).
  parallel: true,
  jobs: 2,
  timeout: 180000,
  reporter: 'spec',
};
