#!/usr/bin/env node
// `npm run build:server`: the production server, compiled once (docs/deploy.md "The server image").
// esbuild bundles server/src/main.ts and the workspace packages it imports (@dis/contract, which
// is TypeScript) into server/dist/main.js, CommonJS for Node 20, with a source map; npm packages
// stay `require`s, installed as the server's production dependencies. The files the server reads
// at run time go next to it: the migrations (migrate.ts reads `<its folder>/migrations`, which is
// server/dist/migrations once bundled) and the code generator's templates (template-files.ts
// reads `<its folder>/templates`: server/dist/templates).
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_DIST = path.join(ROOT, 'server', 'dist');
/** The code generator's templates (`.eta` files, docs/tool/gen-output.md "Templates"). */
export const GEN_TEMPLATES = path.join(ROOT, 'server', 'src', 'modules', 'tool', 'gen', 'templates');

/** Bare imports stay imports, except the repository's own workspace packages, which are sources. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@dis/') || path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * Compiles the server into `outdir` (emptied first) and returns esbuild's metafile: every input
 * and, per input, its imports with their kind (`require-call`, `dynamic-import`…) — what
 * scripts/server-image.test.ts checks against the server's production dependencies.
 */
export async function buildServer({ outdir = SERVER_DIST, quiet = false } = {}) {
  const started = Date.now();
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: { main: path.join(ROOT, 'server', 'src', 'main.ts') },
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    tsconfig: path.join(ROOT, 'server', 'tsconfig.json'),
    sourcemap: true,
    // names stay as written: stack traces and pino's error types read as in the sources
    keepNames: true,
    // a package loaded on first use (`import('exceljs')`, `import('libpg-query')`) is required, not
    // imported: an ES import of a bare name ignores NODE_PATH, through which the compiled server of
    // `npm run stack` finds its packages, and the first export or 创建表 failed there
    supported: { 'dynamic-import': false },
    metafile: true,
    logLevel: quiet ? 'error' : 'warning',
    plugins: [externalPackages],
  });
  cpSync(path.join(ROOT, 'server', 'src', 'db', 'migrations'), path.join(outdir, 'migrations'), {
    recursive: true,
  });
  cpSync(GEN_TEMPLATES, path.join(outdir, 'templates'), {
    recursive: true,
    filter: (source) => !source.endsWith('.ts'),
  });
  writeFileSync(path.join(outdir, 'meta.json'), JSON.stringify(result.metafile));
  if (!quiet) {
    const relative = path.relative(ROOT, outdir) || '.';
    console.log(`  built the server into ${relative}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return result.metafile;
}

// `node scripts/build-server.mjs [--outdir=<folder>] [--quiet]`
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outdir = process.argv.find((arg) => arg.startsWith('--outdir='))?.slice('--outdir='.length);
  try {
    await buildServer({
      outdir: outdir ? path.resolve(outdir) : SERVER_DIST,
      quiet: process.argv.includes('--quiet'),
    });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
