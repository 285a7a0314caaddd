module.exports = {
  require: ['tools/register.cjs', 'test/support/hooks.ts'],
  extension: ['ts', 'tsx'],
  spec: ['test/{domain,application,infrastructure,ui,server,tools,lint,docs}/**/*.spec.{ts,tsx}', 'test/*.spec.ts'],
  timeout: 20000,
  reporter: 'dot',
};
