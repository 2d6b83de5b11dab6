const { createAppConfig } = require('../scripts/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'system',
  kind: 'remote',
  port: 3002,
});
