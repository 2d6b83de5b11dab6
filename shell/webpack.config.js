const { createAppConfig, createRenderConfig } = require('../scripts/webpack/createAppConfig.cjs');
const { appOf } = require('../scripts/lib/apps.cjs');

// dev port from the one list of apps
const { port } = appOf(__dirname);

const browser = createAppConfig({
  dir: __dirname,
  name: 'shell',
  kind: 'host',
  port,
  runtimePlugins: [
    './src/federation/retryPlugin.ts',
    './src/federation/fallbackPlugin.ts',
    './src/federation/turnPlugin.ts',
  ],
});

// the login and register pages rendered by the server (docs/site/rendering.md "The shell's own
// pages"): built with the browser build, so a new shell changes their HTML too
const server = createRenderConfig({ dir: __dirname, entry: './src/ssr/index.ts' });

module.exports = (env, argv) =>
  argv.mode === 'production' ? [browser(env, argv), server(env, argv)] : browser(env, argv);
