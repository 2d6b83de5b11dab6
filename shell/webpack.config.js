const { createAppConfig } = require('../scripts/webpack/createAppConfig.cjs');
const { appOf } = require('../scripts/lib/apps.cjs');

// dev port from the one list of apps
const { port } = appOf(__dirname);

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  kind: 'host',
  port,
  runtimePlugins: ['./src/federation/retryPlugin.ts', './src/federation/fallbackPlugin.ts'],
});
