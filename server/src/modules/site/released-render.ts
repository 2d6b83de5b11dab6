import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { REMOTES } from '@dis/contract/remotes';
import { BUILD_SEGMENT } from '../../plugins/releases';
import type { ExposedAssets } from './assets';
import { rendererFromSource, type SiteRenderer } from './render';

/**
 * With `RELEASES_DIR`, the public pages' render comes from the marketing remote's own deployment
 * (docs/site/rendering.md "Where the render comes from"): the `ssr/` files beside the entry the
 * remotes map announces (`/mf/marketing/<build>/`), fetched from `STATIC_ORIGIN` (or read from the
 * release folder when it is unset), each checked against the SHA-256 its build's `build.json`
 * lists, kept under `DATA_DIR/releases/`, loaded, and swapped for the next build's when the map
 * announces another. A build whose files do not match is refused: the pages keep the render they
 * had, and the refusal is logged.
 */
export interface MarketingBuild {
  renderer: SiteRenderer;
  /** where the browser build is served: `/mf/marketing/<build>/` */
  base: string;
  /** the local folder holding the build's `exposes.json` and the stylesheets a document inlines */
  dir: string | null;
  exposes: ExposedAssets | null;
}

export interface ReleasedRenderOptions {
  /** the marketing remote's entry the remotes map announces now */
  entry: () => string | undefined;
  releasesDir: string;
  staticOrigin?: string;
  /** `DATA_DIR/releases`: the verified copies */
  cacheDir: string;
  log: FastifyBaseLogger;
}

/** A build refused after this long is tried again (a file fetched while it was being copied, a host down). */
const RETRY_AFTER_MS = 30_000;
/** An address without a build in it (`REMOTE_MARKETING_URL`) is asked for its build.json again this often. */
const RECHECK_AFTER_MS = 60_000;
/** Copies kept in `DATA_DIR/releases/remote-marketing/` besides the one in use. */
const KEEP_COPIES = 3;

/** A path a build.json may list: segments of safe characters, none of them `..`. */
const SAFE_FILE = /^(?!.*(^|\/)\.\.?(\/|$))[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

interface BuildDescription {
  build: string;
  files: Record<string, string>;
}

function parseDescription(text: string, where: string): BuildDescription {
  let value: { build?: unknown; files?: unknown };
  try {
    value = JSON.parse(text) as typeof value;
  } catch {
    throw new Error(`${where} is not JSON`);
  }
  const files = value.files as Record<string, unknown> | undefined;
  if (
    typeof value.build !== 'string' ||
    !BUILD_SEGMENT.test(value.build) ||
    !files ||
    typeof files !== 'object'
  )
    throw new Error(`${where} names no build or no files`);
  for (const [file, hash] of Object.entries(files))
    if (!SAFE_FILE.test(file) || typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash))
      throw new Error(`${where} lists "${file}" with no SHA-256`);
  return { build: value.build, files: files as Record<string, string> };
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Reads a file of the build at `base`: over HTTP, or from the release folder. */
function sourceOf(base: string, options: ReleasedRenderOptions): (file: string) => Promise<Buffer> {
  const fetchFrom = (url: URL) => async () => {
    const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    if (!response.ok) throw new Error(`GET ${url.href} answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  };
  if (/^https?:\/\//i.test(base)) return (file) => fetchFrom(new URL(file, base))();
  if (options.staticOrigin) return (file) => fetchFrom(new URL(base + file, options.staticOrigin))();
  const deployed = /^\/mf\/([^/]+)\/([^/]+)\/$/.exec(base);
  const remote = deployed && REMOTES.find((candidate) => candidate.name === deployed[1]);
  if (!deployed || !remote || !BUILD_SEGMENT.test(deployed[2]!))
    return () =>
      Promise.reject(new Error(`${base} is not a release folder's address; set STATIC_ORIGIN to fetch it`));
  const folder = path.join(options.releasesDir, remote.dir, deployed[2]!);
  return (file) => fs.promises.readFile(path.join(folder, file));
}

/** Writes `data` through a temporary file and a rename (replicas may share DATA_DIR). */
function writeWhole(file: string, data: Buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, data);
  fs.renameSync(temporary, file);
}

/** Removes the copies of older builds, keeping the newest few and `keep`. */
function pruneCopies(folder: string, keep: string) {
  const copies = fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== keep)
    .map((entry) => ({ name: entry.name, mtimeMs: fs.statSync(path.join(folder, entry.name)).mtimeMs }))
    .sort((a, b) => b.mtimeMs - a.mtimeMs);
  for (const copy of copies.slice(KEEP_COPIES))
    fs.rmSync(path.join(folder, copy.name), { recursive: true, force: true });
}

/** Takes the build at `entry`: its build.json, then each file it needs, verified, copied and loaded. */
async function take(entry: string, options: ReleasedRenderOptions): Promise<MarketingBuild> {
  const base = entry.replace(/[^/]*$/, '');
  const read = sourceOf(base, options);
  const description = parseDescription((await read('build.json')).toString('utf8'), `${base}build.json`);
  const { build, files } = description;
  if (!files['ssr/render.cjs']) throw new Error(`${base}build.json lists no ssr/render.cjs`);
  const copy = path.join(options.cacheDir, 'remote-marketing', build);

  /** A file of the build, verified against build.json: the kept copy when it still matches, else fetched. */
  const verified = async (file: string): Promise<Buffer> => {
    const expected = files[file]!;
    const kept = path.join(copy, file);
    try {
      const data = await fs.promises.readFile(kept);
      if (sha256(data) === expected) return data;
    } catch {
      // not kept yet
    }
    const data = await read(file);
    const actual = sha256(data);
    if (actual !== expected)
      throw new Error(
        `${base}${file} does not match build ${build}'s build.json (sha256 ${actual}, expected ${expected})`,
      );
    writeWhole(kept, data);
    return data;
  };

  // every file of the server build (render.cjs needs nothing else today, but may one day)
  const others = Object.keys(files).filter(
    (file) => file.startsWith('ssr/') && file !== 'ssr/render.cjs' && !/\.(br|gz)$/.test(file),
  );
  const [render] = await Promise.all([verified('ssr/render.cjs'), ...others.map(verified)]);
  const renderSource = render!.toString('utf8');
  const exposes = files['exposes.json']
    ? (JSON.parse((await verified('exposes.json')).toString('utf8')) as ExposedAssets)
    : null;
  // the stylesheets a rendered page's document may inline
  const styles = new Set(
    Object.values(exposes ?? {}).flatMap((group) =>
      typeof group === 'object' && group ? (group.css ?? []) : [],
    ),
  );
  await Promise.all([...styles].filter((file) => files[file]).map(verified));
  const renderFn = await rendererFromSource(path.join(copy, 'ssr', 'render.cjs'), renderSource, base);
  try {
    pruneCopies(path.join(options.cacheDir, 'remote-marketing'), build);
  } catch {
    // another replica pruning at the same moment
  }
  return { renderer: { render: renderFn, build }, base, dir: copy, exposes };
}

/**
 * The marketing build the public pages are rendered with: null while the map announces none; a
 * request after a deploy waits for the new build's render, and gets the previous one when the new
 * build is refused.
 */
export function releasedMarketingLoader(
  options: ReleasedRenderOptions,
): () => Promise<MarketingBuild> | null {
  let active: { entry: string; build: MarketingBuild; checkedAt: number } | null = null;
  let pending: { entry: string; promise: Promise<MarketingBuild> } | null = null;
  let refused: { entry: string; at: number } | null = null;

  const start = (entry: string) => {
    const promise = take(entry, options);
    pending = { entry, promise };
    promise.then(
      (build) => {
        if (pending?.promise === promise) pending = null;
        // the same build asked again (an address without a build in it): the same objects, so the
        // kept documents built from them stay valid
        if (active && active.build.renderer.build === build.renderer.build) active.checkedAt = Date.now();
        else active = { entry, build, checkedAt: Date.now() };
        active.entry = entry;
        refused = null;
      },
      (error: unknown) => {
        if (pending?.promise === promise) pending = null;
        refused = { entry, at: Date.now() };
        options.log.error(
          { err: error, entry, kept: active?.build.renderer.build ?? null },
          'the marketing render of a new build was refused; the public pages keep the render they had',
        );
      },
    );
    return promise;
  };

  return () => {
    const entry = options.entry();
    if (!entry) return active ? Promise.resolve(active.build) : null;
    const previous = active;
    if (previous && previous.entry === entry) {
      // an address that names no build is asked again now and then, in the background
      const named = /\/mf\/[^/]+\/[^/]+\/[^/]*$/.test(entry) && !/^https?:/i.test(entry);
      if (!named && !pending && Date.now() - previous.checkedAt > RECHECK_AFTER_MS) {
        previous.checkedAt = Date.now();
        start(entry).catch(() => undefined);
      }
      return Promise.resolve(previous.build);
    }
    // refused a moment ago (and logged then): the render the pages had, or the shell alone
    if (refused?.entry === entry && Date.now() - refused.at < RETRY_AFTER_MS)
      return previous ? Promise.resolve(previous.build) : null;
    const promise = pending?.entry === entry ? pending.promise : start(entry);
    return promise.catch((error: unknown) => {
      if (previous) return previous.build;
      throw error;
    });
  };
}
