// The lint rule `dis/server-layers` (eslint.config.mjs; docs/architecture.md "Server layout").
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const SRC = 'server/src/';

/** The frame: cross-cutting folders that features plug into and that never import a feature. */
const FRAME = ['plugins', 'common', 'security', 'db', 'cache', 'i18n'];

/** The files through which one module may read another. */
const MODULE_SURFACE = /^(repository|service)\.ts$/;

/** `server/src/…` path of a file, or null outside the server's sources. */
function sourcePath(file) {
  const relative = path.relative(ROOT, file).split(path.sep).join('/');
  return relative.startsWith(SRC) ? relative.slice(SRC.length) : null;
}

/** The module a `modules/…` file belongs to: its folder (`modules/system/user/profile`). */
const moduleOf = (source) => path.posix.dirname(source);

/** Whether two modules are one family (a module and its sub-resources in sub-folders). */
const sameFamily = (a, b) => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);

/**
 * The server's layers: the frame (`plugins/`, `common/`, `security/`, `db/`, `cache/`, `i18n/`)
 * imports no feature module; `common/` imports no plugin; a module reads another module only
 * through that module's `repository.ts` or `service.ts` (its sub-resources in sub-folders are
 * its own). Type-only imports count too: a type is part of what one folder knows of another.
 * `exceptions` lists `from -> to` pairs (server/src paths) allowed with a reason.
 */
module.exports = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { exceptions: { type: 'object' } }, additionalProperties: false }],
    messages: {
      frame:
        '\'{{source}}\': the frame ({{layer}}/) imports no feature module; let the module provide what is needed (a decorator the module fills, docs/architecture.md "Server layout").',
      plugins: "'{{source}}': common/ imports no plugin; move what both need into common/.",
      module:
        '\'{{source}}\': a module reads another only through its repository.ts or service.ts (docs/architecture.md "Server layout").',
    },
  },
  create(context) {
    const from = sourcePath(context.filename);
    if (!from || /\.test\.ts$/.test(from)) return {};
    const exceptions = context.options[0]?.exceptions ?? {};
    const layer = from.split('/')[0];
    function check(node) {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const source = node.value;
      if (!source.startsWith('.')) return;
      const to = sourcePath(path.resolve(path.dirname(context.filename), source));
      if (!to) return;
      const target = to.replace(/\.(ts|js)$/, '');
      if (exceptions[`${from} -> ${target}.ts`] || exceptions[`${from} -> ${target}`]) return;
      const toLayer = to.split('/')[0];
      if (FRAME.includes(layer) && toLayer === 'modules') {
        context.report({ node, messageId: 'frame', data: { source, layer } });
      } else if (layer === 'common' && toLayer === 'plugins') {
        context.report({ node, messageId: 'plugins', data: { source } });
      } else if (layer === 'modules' && toLayer === 'modules') {
        const fileName = `${path.posix.basename(target)}.ts`;
        if (!sameFamily(moduleOf(from), moduleOf(target)) && !MODULE_SURFACE.test(fileName))
          context.report({ node, messageId: 'module', data: { source } });
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
