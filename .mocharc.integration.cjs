module.exports = {
  require: ['tools/register.cjs', 'test/support/hooks.ts'],
  extension: ['ts'],
  spec: ['test/integration/**/*.spec.ts'],
  timeout: 60000,
  reporter: 'spec',
};
