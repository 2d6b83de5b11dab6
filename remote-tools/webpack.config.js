const { createAppConfig } = require('../scripts/webpack/createAppConfig.cjs');
const { appOf } = require('../scripts/lib/apps.cjs');

// name and dev port from the one list of remotes
const { container, port } = appOf(__dirname);

module.exports = createAppConfig({
  dir: __dirname,
  name: container,
  kind: 'remote',
  port,
});
