module.exports = {
  require: ['tools/register.cjs', 'test/support/hooks.ts', 'test/support/accessibility-hooks.ts'],
  extension: ['ts'],
  spec: ['test/e2e/**/*.spec.ts'],
  timeout: 180000,
  reporter: 'spec',
};
