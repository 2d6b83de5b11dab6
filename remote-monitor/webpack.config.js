const { createAppConfig } = require('../scripts/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'monitor',
  kind: 'remote',
  port: 3003,
});
