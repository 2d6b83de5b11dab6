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
    './src/federation/provideRuntimePlugin.ts',
    './src/federation/retryPlugin.ts',
    './src/federation/fallbackPlugin.ts',
    './src/federation/turnPlugin.ts',
  ],
});

// the login and register pages rendered by the server (docs/site/rendering.md "The shell's own
// pages") and the console's frame around a drawn page ("The console's first view"): built with
// the browser build, so a new shell changes their HTML too. There a remote page is the markup
// its remote's render drew.
const server = createRenderConfig({
  dir: __dirname,
  entry: './src/ssr/index.ts',
  replace: [{ request: /federation\/RemotePage$/, by: './src/ssr/DrawnRemotePage.tsx' }],
});

module.exports = (env, argv) =>
  argv.mode === 'production' ? [browser(env, argv), server(env, argv)] : browser(env, argv);
