const { createAppConfig } = require('../scripts/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'tools',
  kind: 'remote',
  port: 3004,
});
