const { createAppConfig } = require('../scripts/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'marketing',
  kind: 'remote',
  port: 3001,
  exposes: {
    './site/layout': './src/site/layout/SiteLayout.tsx',
    './site/home': './src/site/home/HomePage.tsx',
  },
});
