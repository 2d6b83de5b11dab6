// The front-end apps of the repository, derived from the one list of remotes
// (shared/contract/src/remotes.json; docs/architecture.md "The one list of remotes").
// CommonJS so that the webpack configs (CommonJS) and the ES-module scripts both read it.
const path = require('node:path');
const list = require('@dis/contract/remotes.json');

/**
 * Build order: remotes first, the shell last (nothing depends on the order at run time).
 * `container` is the federation name (`shell` for the host), `port` the dev-server port.
 */
const APPS = [
  ...list.remotes.map((remote) => ({ dir: remote.dir, container: remote.name, port: remote.devPort })),
  { dir: list.shell.dir, container: 'shell', port: list.shell.devPort },
];

/** The entry of the app whose folder is `dir` (a webpack config passes its `__dirname`). */
function appOf(dir) {
  const app = APPS.find((candidate) => candidate.dir === path.basename(dir));
  if (!app) throw new Error(`${dir} is not in the list of apps (shared/contract/src/remotes.json)`);
  return app;
}

module.exports = { APPS, appOf };
