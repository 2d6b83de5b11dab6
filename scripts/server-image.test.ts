// The compiled server against the server image (docs/deploy.md "The server image"): the image
// installs only @dis/server's production dependencies, so the bundle may import nothing else at
// start. Builds the bundle into a temp folder (esbuild: well under a second).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { bundleImports, bundleProblems, DEVELOPMENT_ONLY } = require('./lib/server-bundle.cjs') as {
  bundleImports: (metafile: Metafile) => Array<{ name: string; atStart: boolean; specifiers: string[] }>;
  bundleProblems: (metafile: Metafile, dependencies: Record<string, string>) => string[];
  DEVELOPMENT_ONLY: string[];
};

type Imports = { imports: Array<{ path: string; kind: string; external?: boolean }> };
interface Metafile {
  inputs: Record<string, Imports>;
  outputs: Record<string, Imports>;
}

const ROOT = path.resolve(__dirname, '..');
const serverPackage = JSON.parse(fs.readFileSync(path.join(ROOT, 'server', 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  scripts: Record<string, string>;
};

let outdir = '';
let metafile: Metafile;

beforeAll(() => {
  outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'dis-server-dist-'));
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'scripts', 'build-server.mjs'), `--outdir=${outdir}`, '--quiet'],
    {
      cwd: ROOT,
    },
  );
  metafile = JSON.parse(fs.readFileSync(path.join(outdir, 'meta.json'), 'utf8')) as Metafile;
}, 60_000);

afterAll(() => fs.rmSync(outdir, { recursive: true, force: true }));

/** A metafile of one input importing `specifier` the way `kind` says. */
const importing = (specifier: string, kind = 'require-call'): Metafile => ({
  inputs: { 'server/src/x.ts': { imports: [{ path: specifier, kind, external: true }] } },
  outputs: { 'server/dist/main.js': { imports: [{ path: specifier, kind, external: true }] } },
});

describe('the compiled server', () => {
  it('is one bundle with its source map and the migrations beside it', () => {
    expect(fs.existsSync(path.join(outdir, 'main.js'))).toBe(true);
    expect(fs.readFileSync(path.join(outdir, 'main.js'), 'utf8')).toMatch(
      /\/\/# sourceMappingURL=main\.js\.map\s*$/,
    );
    expect(fs.existsSync(path.join(outdir, 'main.js.map'))).toBe(true);
    const sources = fs.readdirSync(path.join(ROOT, 'server', 'src', 'db', 'migrations'));
    expect(fs.readdirSync(path.join(outdir, 'migrations')).sort()).toEqual(sources.sort());
    expect(fs.readdirSync(path.join(outdir, 'migrations', 'meta')).length).toBeGreaterThan(0);
    // the code generator's templates, where template-files.ts looks for them once bundled
    const templates = path.join(ROOT, 'server', 'src', 'modules', 'tool', 'gen', 'templates');
    const etaFiles = (root: string) =>
      (fs.readdirSync(root, { recursive: true }) as string[]).filter((file) => file.endsWith('.eta')).sort();
    expect(etaFiles(templates).length).toBeGreaterThan(10);
    expect(etaFiles(path.join(outdir, 'templates'))).toEqual(etaFiles(templates));
    // @dis/contract is TypeScript: compiled in, never left to node_modules
    expect(Object.keys(metafile.inputs).some((input) => input.startsWith('shared/contract/src/'))).toBe(true);
  });

  it('imports at start only production dependencies of @dis/server', () => {
    expect(bundleProblems(metafile, serverPackage.dependencies)).toEqual([]);
    // the ones it does import at start are installed in the production tree npm makes from the lockfile
    const tree = execFileSync(
      'npm',
      ['ls', '--omit=dev', '--workspace', '@dis/server', '--all', '--parseable'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
    const installed = new Set(
      tree
        .split('\n')
        .filter((line) => line.includes(`${path.sep}node_modules${path.sep}`))
        .map((line) => line.split(`${path.sep}node_modules${path.sep}`).pop()!.split(path.sep).join('/')),
    );
    const atStart = bundleImports(metafile).filter((p) => p.atStart);
    expect(atStart.length).toBeGreaterThan(10);
    expect(atStart.map((p) => p.name).filter((name) => !installed.has(name))).toEqual([]);
  });

  it('imports no development tool of the code generator: it finds them on use (generator/tools.ts)', () => {
    // resolved by Node's require from the code root when code is generated, so NODE_PATH and a
    // checkout named by CODE_GEN_ROOT are honoured, which an import() of a bare name is not
    const devTools = bundleImports(metafile).filter((p) => DEVELOPMENT_ONLY.includes(p.name));
    expect(devTools).toEqual([]);
  });

  it('is built by `npm run build -w @dis/server` and `npm run build:server`', () => {
    const root = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(root.scripts['build:server']).toBe('node scripts/build-server.mjs');
    expect(serverPackage.scripts.build).toBe('node ../scripts/build-server.mjs');
  });
});

describe('deploy/server.Dockerfile', () => {
  const dockerfile = fs.readFileSync(path.join(ROOT, 'deploy', 'server.Dockerfile'), 'utf8');
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('builds the bundle in its build stage', () => {
    expect(dockerfile).toMatch(/\nFROM node:20-bookworm AS build\n[^]*\nRUN npm run build:server\n/);
  });

  it('runs it on the production dependencies alone, as the node user, with a health check', () => {
    expect(runtime).toMatch(/^\nFROM node:20-bookworm-slim\n/);
    // what scripts/server-image-check.mjs installs and starts
    expect(runtime).toContain('RUN npm ci --omit=dev --workspace @dis/server ');
    expect(runtime).toContain('COPY --from=build /app/server/dist server/dist\n');
    expect(runtime).not.toMatch(/^COPY (?!--from=)/m);
    expect(runtime).toContain('ENV NODE_ENV=production\n');
    expect(runtime).toMatch(/\nRUN mkdir -p \/data && chown node:node \/data\nENV DATA_DIR=\/data /);
    expect(runtime).toContain('\nUSER node\n');
    expect(runtime).toContain('\nHEALTHCHECK ');
    expect(runtime.trim().split('\n').pop()).toBe('CMD ["node", "server/dist/main.js"]');
  });
});

describe('the check of what the bundle imports', () => {
  const dependencies = { fastify: '5.12.8' };

  it('names a package the image would not install, and where it is imported', () => {
    expect(bundleProblems(importing('jszip'), dependencies)).toEqual([
      'jszip is imported by server/src/x.ts but is not in server/package.json "dependencies": the server image does not install it',
    ]);
    expect(bundleProblems(importing('jszip', 'dynamic-import'), dependencies)).toHaveLength(1);
  });

  it('takes Node built-ins, production dependencies and their sub-paths', () => {
    expect(bundleProblems(importing('node:fs'), dependencies)).toEqual([]);
    expect(bundleProblems(importing('crypto'), dependencies)).toEqual([]);
    expect(bundleProblems(importing('fastify/types/schema'), dependencies)).toEqual([]);
  });

  it('refuses a development tool imported at start, and a workspace package left as an import', () => {
    expect(bundleProblems(importing('drizzle-kit/api', 'dynamic-import'), dependencies)).toEqual([]);
    expect(bundleProblems(importing('prettier', 'require-resolve'), dependencies)).toEqual([]);
    expect(bundleProblems(importing('drizzle-kit/api', 'import-statement'), dependencies)).toEqual([
      'drizzle-kit is a development tool and must be imported on use only, not at start (server/src/x.ts)',
    ]);
    expect(bundleProblems(importing('@dis/contract/site'), dependencies)).toEqual([
      '@dis/contract is imported by the bundle instead of compiled into it (server/src/x.ts)',
    ]);
  });
});
