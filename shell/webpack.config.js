const { createAppConfig } = require('../scripts/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  kind: 'host',
  port: 3000,
  runtimePlugins: ['./src/federation/retryPlugin.ts', './src/federation/fallbackPlugin.ts'],
});
