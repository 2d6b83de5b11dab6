// The lint rule `dis/workspace-boundaries` (eslint.config.mjs; docs/architecture.md rule 8).
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
/** The workspace folders (`shared/core`, `shell`, `remote-system`…), from the root package.json. */
const WORKSPACES = require('../../package.json').workspaces;

/** The workspace folder a file belongs to, or null for the repository's own files (scripts/, e2e/…). */
function workspaceOf(file) {
  const relative = path.relative(ROOT, file).split(path.sep).join('/');
  return WORKSPACES.find((ws) => relative === ws || relative.startsWith(`${ws}/`)) ?? null;
}

/** Packages that are applications, not libraries: nothing imports them. */
const APPLICATION_PACKAGE = /^@dis\/(shell|remote-[^/]+)(\/|$)/;

/**
 * Each workspace is reached through its package name (`@dis/shared`, `@dis/contract`…), never by a
 * relative path into its folder: a relative path skips the package's `exports`, ties two folders'
 * layouts together and breaks when either moves. And the shell and the remotes are applications:
 * what they share belongs in a shared package.
 */
module.exports = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      relative:
        "'{{source}}' reaches into the workspace {{target}} by a relative path: import it by its package name (move what both sides need into a shared package).",
      application:
        "'{{source}}' is an application: move what you need from it into @dis/shared, @dis/ui or @dis/contract.",
    },
  },
  create(context) {
    const file = context.filename;
    const own = workspaceOf(file);
    function check(node) {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const source = node.value;
      if (APPLICATION_PACKAGE.test(source)) {
        context.report({ node, messageId: 'application', data: { source } });
      } else if (source.startsWith('.')) {
        const target = workspaceOf(path.resolve(path.dirname(file), source));
        if (target && target !== own)
          context.report({ node, messageId: 'relative', data: { source, target } });
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression(node) {
        const callee = node.callee;
        const isRequire = callee.type === 'Identifier' && callee.name === 'require';
        const isJestModule =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'jest' &&
          callee.property.type === 'Identifier' &&
          ['mock', 'requireActual', 'doMock'].includes(callee.property.name);
        if (isRequire || isJestModule) check(node.arguments[0]);
      },
    };
  },
};
