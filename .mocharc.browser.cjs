// Spec files named on the command line run alone: mocha would add them to the glob below and run every file.
const named = process.argv.slice(2).filter((arg) => arg.endsWith('.spec.ts'));

module.exports = {
  require: [
    'tools/register.cjs',
    'test/support/bundle-once.ts',
    'test/support/hooks.ts',
    'test/support/browser-problem-hooks.ts',
    'test/support/accessibility-hooks.ts',
  ],
  extension: ['ts'],
  spec: named.length > 0 ? named : ['test/e2e/**/*.spec.ts'],
  // Two files at a time: a browser test spends much of its time waiting on Chromium and the server, so two
  // workers on two cores finish the suite sooner (each file starts its own server and browser).
  parallel: true,
  jobs: 2,
  timeout: 180000,
  reporter: 'spec',
};
