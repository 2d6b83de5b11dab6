// One webpack configuration for the shell and every remote, so the federation rules
// (async boundary, singletons, file names, manifest) are written once.
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const zlib = require('node:zlib');
const webpack = require('webpack');

const rootPkg = require('../../package.json');

/**
 * Modules that exist once in the browser. A shared module is never tree-shaken, so the large
 * libraries are NOT shared themselves but reached through the shared packages that re-export
 * exactly what the product uses: react-router through `@dis/shared`; Redux Toolkit and
 * react-redux through `@dis/shared/store`; TanStack Query through `@dis/shared/query`; antd through `@dis/ui` (docs/stack.md "antd and
 * federation"). The lint config forbids importing them directly. The HTTP client (axios) and
 * the translator (i18next + react-i18next) are reached through `@dis/shared/request` and
 * `@dis/shared` (README "Performance budgets").
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@dis/shared',
  '@dis/shared/store',
  // the one query cache of the console (TanStack Query): docs/site/rendering.md "One keyed query cache"
  '@dis/shared/query',
  '@dis/shared/request',
  '@dis/ui',
  '@dis/ui/form',
  // i18next and react-i18next are NOT shared on their own: only `@dis/shared` imports them (lint
  // rule), itself one copy, so there is still one translator. Shared, a library ships whole in a
  // chunk of its own (react-i18next: +8 KiB gzip on `/`, measured); inside `@dis/shared`'s chunk
  // i18next is one module with the rest (docs/site/speed.md "The home page's first load"). axios is
  // not shared either: only `@dis/shared/request`, itself one copy, imports it (lint rule), and
  // unshared it is part of that module's chunk instead of a module of its own to ask for
];

/**
 * The pages a remote exposes, read from its `src/pages/` folder: every folder there with an
 * `index.tsx` (or `index.ts`) is the page of component `<section>/<folder>/index`, exposed as
 * `./<folder>/index` (docs/architecture.md "From a menu to its file"). A folder nested in a
 * module's folder (`user/authRole/`) is also exposed without `/index` (`./user/authRole`), the name
 * RuoYi's hidden pages and `monitor/cache/list` use. Nothing is listed by hand.
 */
function pageExposes(dir) {
  const pagesDir = path.join(dir, 'src', 'pages');
  const exposes = {};
  const walk = (folder) => {
    if (!fs.existsSync(folder)) return;
    const entries = fs.readdirSync(folder, { withFileTypes: true });
    const index = entries.find((e) => e.isFile() && /^index\.tsx?$/.test(e.name));
    if (index && folder !== pagesDir) {
      const module = path.relative(pagesDir, folder).split(path.sep).join('/');
      const file = `./${path.relative(dir, path.join(folder, index.name)).split(path.sep).join('/')}`;
      exposes[`./${module}/index`] = file;
      // a page inside a module's folder is also named without `/index`, as RuoYi's own components
      // are (`system/user/authRole`, `system/dict/data`, `monitor/cache/list`)
      if (module.includes('/')) exposes[`./${module}`] = file;
    }
    for (const entry of entries) if (entry.isDirectory()) walk(path.join(folder, entry.name));
  };
  walk(pagesDir);
  return exposes;
}

/** The modules of this build that provide a shared module, by its key (`react`, `@dis/shared`…). */
function sharedProviders(compilation) {
  const providers = new Map();
  for (const module of compilation.modules)
    if (module.type === 'provide-module') providers.set(module._name, module);
  return providers;
}

/**
 * The script and stylesheet files of chunk groups, in loading order, and the keys of the shared
 * modules their chunks consume. With `providers` (the host), also the files of each consumed
 * shared module's providing chunks in this build, and so on for what those consume: a first view
 * loads the host's react, @dis/shared….
 */
function groupAssets(compilation, groups, providers) {
  const chunkGraph = compilation.chunkGraph;
  const seen = new Set();
  const assets = { js: [], css: [], shared: [] };
  const visitGroup = (chunkGroup) => {
    for (const chunk of chunkGroup.chunks) visitChunk(chunk);
  };
  const visitChunk = (chunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const file of [...chunk.files].sort()) {
      const list = file.endsWith('.css') ? assets.css : file.endsWith('.js') ? assets.js : null;
      if (list && !list.includes(file)) list.push(file);
    }
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const key = module.options.shareKey;
      if (!assets.shared.includes(key)) assets.shared.push(key);
      if (!providers) continue;
      const provider = providers.get(key);
      if (!provider) throw new Error(`no module of this build provides the shared "${key}"`);
      for (const block of provider.blocks) {
        const providing = chunkGraph.getBlockChunkGroup(block);
        if (providing) visitGroup(providing);
      }
    }
  };
  for (const group of groups) visitGroup(group);
  assets.shared.sort();
  return assets;
}

/**
 * The words a remote page loads as it renders (`import()` of a chunk named `<ns>-words-<lang>`,
 * as every section's `i18n.ts` declares them), by language: the console fetches the shown
 * language's beside the page's code instead of after it (docs/site/speed.md "No waterfall").
 */
function groupWords(groups) {
  const words = {};
  for (const group of groups)
    for (const child of group.childrenIterable) {
      const lang = /-words-([a-z-]+)$/.exec(child.name ?? '')?.[1];
      if (!lang) continue;
      const files = (words[lang] ??= []);
      for (const chunk of child.chunks)
        for (const file of [...chunk.files].sort())
          if (file.endsWith('.js') && !files.includes(file)) files.push(file);
    }
  return words;
}

/**
 * What a remote page loads on use (its dialogs and forms: the chunk groups its own `import()`s
 * start, words apart), beside what its first view loads: the console fetches these into the
 * browser's cache once the page has settled and the browser is idle, so the first 新增 waits for
 * no download (docs/site/speed.md "Nothing waits for a click").
 */
function groupLater(compilation, groups) {
  const children = [];
  for (const group of groups)
    for (const child of group.childrenIterable)
      if (!/-words-[a-z-]+$/.test(child.name ?? '') && !children.includes(child)) children.push(child);
  const own = groupAssets(compilation, groups, null);
  const later = groupAssets(compilation, children, null);
  return {
    js: later.js.filter((file) => !own.js.includes(file)),
    css: later.css.filter((file) => !own.css.includes(file)),
  };
}

/**
 * Writes a JSON file of chunk groups and their files (relative to the build's root), which the
 * server reads to link a page's stylesheets and preload its scripts (docs/site/rendering.md "The
 * document"):
 * - a remote's `exposes.json`: for each exposed module, the files of its chunks, the shared
 *   modules they consume (`{ "./site/home": { "js": [...], "css": [...], "shared": ["react", …] } }`),
 *   which the host provides, the files of its words by language (`"words": { "en": [...] }`) and
 *   the files it loads on use (`"later": { "js": [...], "css": [...] }`: its dialogs, `groupLater`);
 * - the host's `chunks.json`: for its start (`bootstrap`), each chunk named with `webpackChunkName`
 *   (`login`, `console`, `common-words-en`…) and each shared module it provides
 *   (`shared:@dis/shared/request`), the files with those of the shared modules they consume, so a
 *   document can name everything its first view loads.
 */
class ChunkAssetsPlugin {
  /**
   * @param {{ file: string, nameOf: (group: object) => string | null, host?: boolean,
   *   extra?: (name: string) => object }} options  `extra`: more fields of an exposed module's entry
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { file, nameOf, host = false, extra = () => ({}) } = this.options;
    compiler.hooks.thisCompilation.tap('ChunkAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const providers = host ? sharedProviders(compilation) : null;
          const named = new Map();
          for (const group of compilation.chunkGroups) {
            const name = nameOf(group);
            if (name) named.set(name, [...(named.get(name) ?? []), group]);
          }
          for (const [key, provider] of providers ?? [])
            named.set(
              `shared:${key}`,
              provider.blocks
                .map((block) => compilation.chunkGraph.getBlockChunkGroup(block))
                .filter(Boolean),
            );
          const result = {};
          for (const name of [...named.keys()].sort()) {
            const { js, css, shared } = groupAssets(compilation, named.get(name), providers);
            result[name] = host
              ? { js, css }
              : {
                  js,
                  css,
                  shared,
                  words: groupWords(named.get(name)),
                  later: groupLater(compilation, named.get(name)),
                  ...extra(name),
                };
          }
          const text = `${JSON.stringify(result, null, 2)}\n`;
          compilation.emitAsset(file, new compiler.webpack.sources.RawSource(text));
        },
      );
    });
  }
}

/** A remote's exposed modules, by the file each origin of a chunk group requests. */
function exposedGroupName(exposes) {
  const files = new Map(Object.entries(exposes).map(([name, file]) => [path.normalize(file), name]));
  return (group) => {
    for (const origin of group.origins) {
      const name = origin.request && files.get(path.normalize(origin.request));
      if (name) return name;
    }
    return null;
  };
}

/** The host's start (the async boundary `import('./bootstrap')`) and its named chunks. */
function hostGroupName(group) {
  if (group.origins.some((origin) => origin.request === './bootstrap')) return 'bootstrap';
  return group.name && !group.isInitial() ? group.name : null;
}

/**
 * Every singleton without a version range: each app pins the same exact versions (a test holds
 * this), so the runtime's range check could never fail, and it costs a first view ~9 ms of main
 * thread (more on a phone) compiling semver expressions (docs/architecture.md "One of each").
 */
function sharedConfig() {
  const shared = {};
  for (const request of SINGLETONS) shared[request] = { singleton: true, requiredVersion: false };
  return shared;
}

/** react-router's package exports point at its development build only: the build of the mode. */
function routerAlias(dir, production) {
  return {
    'react-router$': path.join(
      path.dirname(require.resolve('react-router/package.json', { paths: [dir] })),
      'dist',
      production ? 'production' : 'development',
      'index.mjs',
    ),
  };
}

/**
 * TypeScript through ts-loader, transpiling only (each file alone, as `isolatedModules` promises):
 * the type check is `npm run typecheck`, part of `npm test`.
 */
function typeScriptRule(dir, compilerOptions) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'ts-loader',
      options: {
        transpileOnly: true,
        onlyCompileBundledFiles: true,
        configFile: path.join(dir, 'tsconfig.json'),
        compilerOptions: { noEmit: false, module: 'esnext', ...compilerOptions },
      },
    },
  };
}

/** Images and fonts: small ones inline, the rest as files named by their content (`emit: false`: named, not written). */
/**
 * The one list of remotes as the browser needs it: each remote's container `name` and menu
 * `section` (the component-name rule, the `/remotes.json` check). Its folders and dev ports are
 * for the scripts and the server, which read the JSON themselves; left out here they cost the
 * console's first view nothing, so a new section (docs/architecture.md "Adding a section") adds
 * only its name.
 */
function remotesListRule() {
  return {
    test: /shared[\\/]contract[\\/]src[\\/]remotes\.json$/,
    type: 'json',
    parser: {
      parse: (text) => {
        const list = JSON.parse(text);
        return { remotes: list.remotes.map(({ name, section }) => ({ name, section })) };
      },
    },
  };
}

function assetRules(emit = true) {
  const generator = emit ? {} : { generator: { emit: false } };
  return [
    {
      test: /\.(png|jpe?g|gif|webp|avif|ico)$/i,
      type: 'asset',
      parser: { dataUrlCondition: { maxSize: 4 * 1024 } },
      ...generator,
    },
    { test: /\.svg$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 2 * 1024 } }, ...generator },
    { test: /\.(woff2?|ttf|eot)$/i, type: 'asset/resource', ...generator },
  ];
}

/**
 * @param {object} options
 * @param {string} options.dir            the app folder (`__dirname` of its webpack.config.js)
 * @param {string} options.name           federation container name (`shell`, `system`, `monitor`, `tools`, `marketing`)
 * @param {'host'|'remote'} options.kind
 * @param {Record<string,string>} [options.exposes]  modules besides the pages of `src/pages/` (the public site's)
 * @param {number} options.port           dev-server port
 * @param {string[]} [options.runtimePlugins]  federation runtime plugins (host)
 */
function createAppConfig(options) {
  const { dir, name, kind, port, runtimePlugins = [] } = options;
  const exposes = kind === 'remote' ? { ...pageExposes(dir), ...(options.exposes || {}) } : {};
  return (env, argv) => {
    const production = argv.mode === 'production';
    const apiTarget = process.env.DEV_API_TARGET || 'http://localhost:8080';
    return {
      context: dir,
      entry: { main: './src/index.ts' },
      mode: production ? 'production' : 'development',
      devtool: production ? false : 'eval-cheap-module-source-map',
      target: ['web', 'es2020'],
      output: {
        path: path.join(dir, 'dist'),
        // The federation runtime chunk breaks with [contenthash] in `filename`: hashes go in chunks only.
        filename: '[name].js',
        chunkFilename: production ? 'chunks/[name].[contenthash:10].js' : 'chunks/[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        publicPath: kind === 'host' ? '/' : 'auto',
        uniqueName: `dis_${name}`,
        // a remote's server render (dist/ssr) is built after it by its own configuration
        clean: { keep: /^ssr[\\/]/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: routerAlias(dir, production),
      },
      module: {
        rules: [
          typeScriptRule(dir, {
            target: 'es2020',
            jsx: production ? 'react-jsx' : 'react-jsxdev',
            sourceMap: !production,
          }),
          {
            // side-effect-free packages that do not say so: without this, antd's inputs pull the
            // whole form engine (and its validator) and the colour picker into every console page
            test: /node_modules[\\/]@rc-component[\\/](form|color-picker)[\\/]/,
            sideEffects: false,
          },
          {
            test: /\.css$/,
            use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { importLoaders: 0 } }],
          },
          ...assetRules(),
          remotesListRule(),
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedConfig(),
          // Load only what a page uses: 'version-first' would fetch every registered remote's entry at start.
          shareStrategy: 'loaded-first',
          runtimePlugins: runtimePlugins.map((p) => path.resolve(dir, p)),
          dts: false,
          // no mf-manifest.json: remotes are registered by their remoteEntry.js (snapshots are off)
          manifest: false,
          // Snapshots are off (remotes are registered by their remoteEntry.js URL): a smaller runtime.
          experiments: {
            // A remote's entry carries no copy of the runtime's core: it uses the shell's, which the
            // shell's `provideRuntimePlugin` hands over (about 10 KiB gzip less per remote entry).
            // The plugin's own `provideExternalRuntime` is not used: it brings the core's CommonJS
            // build beside the one the shell runs, +22 KiB (docs/site/speed.md "The home page's
            // first load").
            ...(kind === 'remote' ? { externalRuntime: true } : {}),
            optimization: {
              disableSnapshot: true,
              target: 'web',
              ...(kind === 'remote' ? { disableRemote: true } : {}),
            },
          },
        }),
        kind === 'remote'
          ? new ChunkAssetsPlugin({
              file: 'exposes.json',
              nameOf: exposedGroupName(exposes),
            })
          : new ChunkAssetsPlugin({ file: 'chunks.json', nameOf: hostGroupName, host: true }),
        new MiniCssExtractPlugin({
          filename: '[name].css',
          chunkFilename: production ? 'chunks/[name].[contenthash:10].css' : 'chunks/[name].css',
        }),
        new HtmlWebpackPlugin({
          template: path.join(dir, 'public', 'index.html'),

          // copies the icon into the build and links it (the shell's public/ is not copied otherwise)
          favicon: kind === 'host' ? path.join(dir, 'public', 'favicon.svg') : undefined,
          scriptLoading: 'defer',
          inject: true,
          chunks: ['main'],
        }),
        ...(production
          ? [
              // an entry file is mostly the federation runtime, nearly all of it run as the page
              // starts: the hint has V8 compile its functions while it streams the file, off the
              // main thread, rather than one by one as they are first called (docs/site/speed.md
              // "Paint first"). After the minifier, which would drop the comment.
              new webpack.BannerPlugin({
                banner: '//# allFunctionsCalledOnLoad',
                raw: true,
                test: /^(main|remoteEntry)\.js$/,
                stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
              }),
              new CompressionPlugin({
                filename: '[path][base].gz',
                algorithm: 'gzip',
                test: /\.(js|css|html|json|svg)$/,
                compressionOptions: { level: 9 },
                threshold: 1024,
                minRatio: 0.9,
              }),
              new CompressionPlugin({
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                test: /\.(js|css|html|json|svg)$/,
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
                threshold: 1024,
                minRatio: 0.9,
              }),
            ]
          : []),
      ],
      optimization: {
        minimize: production,
        minimizer: [
          new TerserPlugin({
            minify: TerserPlugin.swcMinify,
            // the libraries' licence notices (`/** @license … */`, a few hundred bytes in each of
            // React's chunks) go to a `<file>.LICENSE.txt` beside each script instead of every
            // visitor's download (docs/site/speed.md "Licence notices")
            extractComments: { condition: 'some', banner: false },
            terserOptions: { compress: true, mangle: true },
          }),
          '...',
        ].slice(0, 1),
        moduleIds: production ? 'deterministic' : 'named',
        chunkIds: production ? 'deterministic' : 'named',
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port,
        hot: false,
        liveReload: true,
        historyApiFallback: kind === 'host',
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { errors: true, warnings: false } },
        proxy:
          kind === 'host'
            ? [
                { context: ['/prod-api'], target: apiTarget, changeOrigin: false },
                // remotes.json comes from the dev orchestrator's own file (see scripts/dev.mjs)
              ]
            : [],
        static:
          kind === 'host' ? [{ directory: path.join(dir, 'public'), publicPath: '/', watch: false }] : [],
      },
    };
  };
}

/**
 * A remote's server render: one CommonJS file `dist/ssr/render.cjs` for Node, built from `entry`
 * with every dependency inside (it needs nothing from the server's own packages), stylesheets left
 * out (the document links the browser build's), and images named exactly as in the browser build
 * but not written again. See docs/site/rendering.md.
 */
/**
 * The server render build of an app: one CommonJS file for Node. `replace` swaps a module the
 * browser build uses for one of the render's own (`{ request: /RegExp/, by: './src/ssr/…' }`;
 * the replacement itself still imports the original).
 */
function createRenderConfig({ dir, entry, replace = [] }) {
  return () => ({
    name: 'render',
    context: dir,
    entry: { render: entry },
    mode: 'production',
    devtool: false,
    target: 'node20',
    output: {
      path: path.join(dir, 'dist', 'ssr'),
      filename: 'render.cjs',
      library: { type: 'commonjs2' },
      // set at run time to where the browser build is served (see the entry)
      publicPath: '',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias: routerAlias(dir, true) },
    module: {
      rules: [
        typeScriptRule(dir, { target: 'es2022', jsx: 'react-jsx' }),
        // the document links the browser build's stylesheets; here an import of one is a no-op
        { test: /\.css$/, type: 'asset/source' },
        ...assetRules(false),
        remotesListRule(),
      ],
    },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ...replace.map(
        ({ request, by }) =>
          new webpack.NormalModuleReplacementPlugin(request, (resource) => {
            const replacement = path.join(dir, by);
            // the replacement's own import of the original is left alone
            if (path.join(resource.context, '') !== path.dirname(replacement)) resource.request = replacement;
          }),
      ),
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
    ],
    optimization: {
      // what a server keeps of a loaded render build is mostly its source text, held for the
      // functions V8 compiles later: written in ASCII alone (`\uXXXX` for the Chinese in it) the
      // text is held one byte a character instead of two, and without the white space and
      // comments it is shorter still; nothing is renamed or rewritten (docs/site/rendering.md
      // "What a server keeps of a render build")
      minimize: true,
      minimizer: [
        new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          extractComments: false,
          terserOptions: { compress: false, mangle: false, format: { asciiOnly: true, comments: false } },
        }),
      ],
      moduleIds: 'deterministic',
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  });
}

module.exports = {
  createAppConfig,
  createRenderConfig,
  pageExposes,
  SINGLETONS,
  rootVersion: rootPkg.version,
};
