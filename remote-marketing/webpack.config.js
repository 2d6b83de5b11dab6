const { createAppConfig, createRenderConfig } = require('../scripts/webpack/createAppConfig.cjs');
const { appOf } = require('../scripts/lib/apps.cjs');

// name and dev port from the one list of remotes
const { container, port } = appOf(__dirname);

const browser = createAppConfig({
  dir: __dirname,
  name: container,
  kind: 'remote',
  port,
  // the public site's pages (the shell's fixed routes); console pages come from src/pages/
  exposes: {
    './site/layout': './src/site/layout/SiteLayout.tsx',
    './site/home': './src/site/home/HomePage.tsx',
    './site/solution': './src/site/solution/SolutionPage.tsx',
    './site/news': './src/site/news/NewsPage.tsx',
    './site/newsDetail': './src/site/news/NewsDetailPage.tsx',
    './site/about': './src/site/about/AboutPage.tsx',
    './site/joinus': './src/site/joinus/JoinusPage.tsx',
    './site/jobDetail': './src/site/joinus/JobDetailPage.tsx',
    './site/product/chaotic': './src/site/product/ChaoticPage.tsx',
    './site/product/intelligence': './src/site/product/IntelligencePage.tsx',
    './site/product/inversion': './src/site/product/InversionPage.tsx',
    './site/product/transaction': './src/site/product/TransactionPage.tsx',
  },
});

// the public pages rendered by the server (docs/site/rendering.md): built with the browser build,
// so a new build of this remote changes the pages' HTML too
const server = createRenderConfig({ dir: __dirname, entry: './src/ssr/index.ts' });

module.exports = (env, argv) =>
  argv.mode === 'production' ? [browser(env, argv), server(env, argv)] : browser(env, argv);
