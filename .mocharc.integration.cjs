module.exports = {
  require: ['tools/register.cjs', 'test/support/hooks.ts'],
  extension: ['ts'],
  spec: ['test/integration/**/*.spec.ts'],
  // Two files at a time: much of an integration test is waiting on sockets, restarts and reconnects (the chaos
  // test's twenty outages most of all), which another file's work can fill.
  parallel: true,
  jobs: 2,
  timeout: 60000,
  reporter: 'spec',
};
