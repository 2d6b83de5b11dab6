import { CONTAINERS } from '@dis/shared';
import { entryOf, fetchRemotesConfig, loadedEntryOf, replaceEntry } from '../../federation/remotes';

/**
 * Staff notice a new build (docs/architecture.md "A new build while the console is open"): the
 * console compares the builds it runs with `/builds.json` and offers a reload when the shell or a
 * remote this page has loaded is older; a remote it has not loaded yet is quietly registered at
 * its new entry instead. Loaded on the first check (its own small chunk).
 */

/** At most one look at `/builds.json` per this many milliseconds. */
export const CHECK_EVERY_MS = 60_000;

export const BUILDS_URL = '/builds.json';

/** `{ "shell": "<build>", "system": "<build>", … }`, as `/builds.json` answers. */
export type Builds = Record<string, string>;

const BUILD_ID = /^[\w.+-]{1,100}$/;

/** Validates `/builds.json`: the shell and known containers, each with a plausible build id. */
export function parseBuilds(value: unknown): Builds {
  const builds: Builds = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return builds;
  for (const name of ['shell', ...CONTAINERS]) {
    const build = (value as Record<string, unknown>)[name];
    if (typeof build === 'string' && BUILD_ID.test(build)) builds[name] = build;
  }
  return builds;
}

/** The build a remote's entry address names (`/mf/system/<build>/remoteEntry.js`); none for `/mf/system/remoteEntry.js`. */
export function buildOfEntry(container: string, entry: string): string | undefined {
  let path = entry;
  try {
    path = new URL(entry, 'http://localhost/').pathname;
  } catch {
    /* not a URL: read it as a path */
  }
  const match = new RegExp(`/mf/${container}/([^/]+)/[^/]+$`).exec(path);
  return match && BUILD_ID.test(match[1]) ? match[1] : undefined;
}

/** The build the page document says the shell is (`__DIS_BUILD__`), if it says. */
function documentBuild(): string | undefined {
  const build = (globalThis as { __DIS_BUILD__?: unknown }).__DIS_BUILD__;
  return typeof build === 'string' && BUILD_ID.test(build) ? build : undefined;
}

interface State {
  /** when `/builds.json` was last asked for */
  lastCheck: number;
  running: Promise<void> | undefined;
  /** the shell's build in this page: the document's word, else the first answer */
  shell: string | undefined;
  /** for a loaded remote whose address names no build: the first answer after it was loaded */
  firstSeen: Map<string, string>;
  /** the build each unloaded remote was registered for, so `/remotes.json` is asked once per build */
  registeredFor: Map<string, string>;
  /** the newer builds the user answered 稍后 to */
  dismissed: Map<string, string>;
  /** the newer builds the prompt on screen is about */
  shown: Map<string, string> | undefined;
}

function initialState(): State {
  return {
    lastCheck: Number.NEGATIVE_INFINITY,
    running: undefined,
    shell: documentBuild(),
    firstSeen: new Map(),
    registeredFor: new Map(),
    dismissed: new Map(),
    shown: undefined,
  };
}

let state = initialState();

/** Starts over as a freshly opened page would (tests). */
export function resetBuildWatch(): void {
  state = initialState();
}

async function fetchBuilds(): Promise<Builds | undefined> {
  try {
    const response = await fetch(BUILDS_URL, { cache: 'no-cache', headers: { Accept: 'application/json' } });
    return response.ok ? parseBuilds(await response.json()) : undefined;
  } catch {
    return undefined;
  }
}

/** Unloaded remotes whose newest build is elsewhere: registered at their new entries, quietly. */
async function registerAgain(names: string[], builds: Builds): Promise<void> {
  const config = await fetchRemotesConfig();
  if (!config) return;
  for (const name of names) {
    state.registeredFor.set(name, builds[name]);
    const entry = config[name];
    // loaded meanwhile: this page runs the old build now, the next check offers the reload
    if (!entry || entry === entryOf(name) || loadedEntryOf(name) !== undefined) continue;
    replaceEntry(name, entry);
  }
}

/** The prompt (its own chunk, with antd's notification, loaded only when there is something to say). */
async function offer(newer: Map<string, string>): Promise<void> {
  const fresh = [...newer].some(([name, build]) => state.dismissed.get(name) !== build);
  if (!fresh) return;
  const onScreen = state.shown !== undefined;
  state.shown = newer;
  if (onScreen) return;
  let prompt: typeof import('./prompt');
  try {
    prompt = await import(/* webpackChunkName: "new-build-prompt" */ './prompt');
  } catch {
    // not this time (offline a moment ago?): the next look offers it again
    state.shown = undefined;
    return;
  }
  await prompt.showNewBuildPrompt(() => {
    for (const [name, build] of state.shown ?? []) state.dismissed.set(name, build);
    state.shown = undefined;
  });
}

async function check(): Promise<void> {
  const builds = await fetchBuilds();
  if (!builds) return;
  const newer = new Map<string, string>();
  if (builds.shell) {
    state.shell ??= builds.shell;
    if (builds.shell !== state.shell) newer.set('shell', builds.shell);
  }
  const moved: string[] = [];
  for (const name of CONTAINERS) {
    const now = builds[name];
    if (!now) continue;
    const loaded = loadedEntryOf(name);
    if (loaded !== undefined) {
      let have = buildOfEntry(name, loaded);
      if (have === undefined) {
        if (!state.firstSeen.has(name)) state.firstSeen.set(name, now);
        have = state.firstSeen.get(name);
      }
      if (have !== now) newer.set(name, now);
      continue;
    }
    const entry = entryOf(name);
    const registered = entry === undefined ? undefined : buildOfEntry(name, entry);
    // an address naming no build (`/mf/system/remoteEntry.js`, REMOTE_<NAME>_URL) always gives the newest
    const stale = entry === undefined || (registered !== undefined && registered !== now);
    if (stale && state.registeredFor.get(name) !== now) moved.push(name);
  }
  if (moved.length > 0) await registerAgain(moved, builds);
  if (newer.size > 0) await offer(newer);
}

/**
 * Looks at `/builds.json` and acts on the answer. Called when the console's route changes and when
 * its tab is shown again; an event from the server may call it too (`{ force: true }` skips the
 * 60 s pause). Never while the tab is hidden or the browser offline; never throws.
 */
export function checkForNewBuild(options: { force?: boolean } = {}): Promise<void> {
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return Promise.resolve();
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.resolve();
  if (state.running) return state.running;
  const now = Date.now();
  if (!options.force && now - state.lastCheck < CHECK_EVERY_MS) return Promise.resolve();
  state.lastCheck = now;
  const running = check()
    .catch((error: unknown) => console.error('[new build]', error))
    .finally(() => {
      if (state.running === running) state.running = undefined;
    });
  state.running = running;
  return running;
}
