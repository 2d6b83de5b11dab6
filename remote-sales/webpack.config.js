const { createAppConfig, createRenderConfig } = require('../scripts/webpack/createAppConfig.cjs');
const { appOf } = require('../scripts/lib/apps.cjs');

// name and dev port from the one list of remotes
const { container, port } = appOf(__dirname);

const browser = createAppConfig({
  dir: __dirname,
  name: container,
  kind: 'remote',
  port,
});

// the section's pages drawn by the server for a console address's first view
// (docs/site/rendering.md "The console's first view"), built with the browser build
const server = createRenderConfig({ dir: __dirname, entry: './src/ssr/index.ts' });

module.exports = (env, argv) =>
  argv.mode === 'production' ? [browser(env, argv), server(env, argv)] : browser(env, argv);
