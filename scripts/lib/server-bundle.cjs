// What the compiled server (server/dist/main.js, `npm run build:server`) loads from node_modules,
// read from esbuild's metafile, against what the server image installs: the production
// dependencies of @dis/server (docs/deploy.md "The server image"). CommonJS so that the jest test
// (scripts/server-image.test.ts) and the image check (scripts/server-image-check.mjs) share it.
const { builtinModules } = require('node:module');

/**
 * Development tools the server loads only when the code generator writes code, refused in
 * production (docs/tool/gen.md): never with a top-level import, so a server without them starts.
 */
const DEVELOPMENT_ONLY = ['drizzle-kit', 'prettier'];

/** Import kinds evaluated when the bundle starts; `dynamic-import` and `require-resolve` wait for use. */
const AT_START = new Set(['import-statement', 'require-call']);

/** The package of a bare import: `@fastify/static/x` → `@fastify/static`, `pg` → `pg`. */
function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const isBuiltin = (specifier) =>
  specifier.startsWith('node:') || builtinModules.includes(packageOf(specifier));

/** The input files that import `name` (type-only imports included: esbuild lists them too). */
function importersOf(metafile, name) {
  return Object.entries(metafile.inputs)
    .filter(([, input]) => input.imports.some((item) => item.external && packageOf(item.path) === name))
    .map(([importer]) => importer)
    .sort();
}

/**
 * Every package the bundle leaves to node_modules: `{ name, specifiers, atStart, importers }`,
 * sorted by name. The imports are the output's (what `main.js` really requires: type-only imports
 * are gone); `atStart` is true when one of them runs as the bundle loads.
 */
function bundleImports(metafile) {
  const packages = new Map();
  for (const output of Object.values(metafile.outputs)) {
    for (const item of output.imports) {
      if (!item.external || isBuiltin(item.path)) continue;
      const name = packageOf(item.path);
      const entry = packages.get(name) ?? { name, specifiers: new Set(), atStart: false };
      entry.specifiers.add(item.path);
      if (AT_START.has(item.kind)) entry.atStart = true;
      packages.set(name, entry);
    }
  }
  return [...packages.values()]
    .map((p) => ({ ...p, specifiers: [...p.specifiers].sort(), importers: importersOf(metafile, p.name) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * What would break the server image, one sentence each: a package the bundle imports that is not
 * a production dependency of @dis/server (`dependencies`), except the development tools above
 * when loaded on use only; a workspace package (`@dis/…`) left as an import instead of compiled in.
 */
function bundleProblems(metafile, dependencies) {
  const problems = [];
  for (const p of bundleImports(metafile)) {
    const where = p.importers.join(', ');
    if (p.name.startsWith('@dis/')) {
      problems.push(`${p.name} is imported by the bundle instead of compiled into it (${where})`);
    } else if (dependencies[p.name] !== undefined) {
      continue;
    } else if (DEVELOPMENT_ONLY.includes(p.name)) {
      if (p.atStart)
        problems.push(
          `${p.name} is a development tool and must be imported on use only, not at start (${where})`,
        );
    } else {
      problems.push(
        `${p.name} is imported by ${where} but is not in server/package.json "dependencies": the server image does not install it`,
      );
    }
  }
  return problems;
}

module.exports = { DEVELOPMENT_ONLY, bundleImports, bundleProblems, packageOf };
