import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTAINERS, type RemotesConfig } from '@dis/shared';

let registered: RemotesConfig = {};

/** Validates `/remotes.json`: known container names with a non-empty URL. Anything else is dropped. */
export function parseRemotesConfig(value: unknown): RemotesConfig {
  const config: RemotesConfig = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return config;
  for (const [name, entry] of Object.entries(value as Record<string, unknown>)) {
    if (
      (CONTAINERS as readonly string[]).includes(name) &&
      typeof entry === 'string' &&
      entry.trim() !== ''
    ) {
      config[name] = entry.trim();
    }
  }
  return config;
}

/**
 * Remote URLs are data (docs/architecture.md rule 3): read `/remotes.json` and register every remote
 * with the federation runtime. Nothing is fetched from a remote until a page asks for it.
 */
export async function registerRemotesFromConfig(url = '/remotes.json'): Promise<RemotesConfig> {
  // the server's page document carries the map inline (docs/site/document.md): nothing to wait for
  const inline = (globalThis as { __DIS_REMOTES__?: unknown }).__DIS_REMOTES__;
  const config = inline !== undefined ? parseRemotesConfig(inline) : ((await fetchRemotesConfig(url)) ?? {});
  registered = config;
  registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry })));
  return config;
}

export function isRegistered(container: string): boolean {
  return Object.prototype.hasOwnProperty.call(registered, container);
}

/** The address of a registered container's entry (`/mf/system/remoteEntry.js`), if it has one. */
export function entryOf(container: string): string | undefined {
  return isRegistered(container) ? registered[container] : undefined;
}

/** `/remotes.json` as the server answers it now; nothing when it cannot be had. */
export async function fetchRemotesConfig(url = '/remotes.json'): Promise<RemotesConfig | undefined> {
  try {
    const response = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
    return response.ok ? parseRemotesConfig(await response.json()) : undefined;
  } catch {
    return undefined;
  }
}

/** The entry each container was loaded from by this page (its build is the one running here). */
const loaded = new Map<string, string>();

/** Called as a page of `container` starts loading: from here on the page runs the build of this entry. */
export function noteLoading(container: string): void {
  const entry = registered[container];
  if (entry && !loaded.has(container)) loaded.set(container, entry);
}

/** The entry `container` was loaded from by this page, if it was loaded. */
export function loadedEntryOf(container: string): string | undefined {
  return loaded.get(container);
}

/**
 * Registers `container` at another entry (a new build, docs/architecture.md "A new build while the
 * console is open"): the next page of it loads that build. A container this page had already
 * loaded also drops the chunks its old build left in the page, so the new build's runtime cannot
 * take them for its own (both builds share the chunk-loading global `webpackChunkdis_<name>`, from
 * the `uniqueName` that scripts/webpack/createAppConfig.cjs gives every app).
 */
export function replaceEntry(container: string, entry: string): void {
  if (loaded.delete(container)) {
    delete (globalThis as Record<string, unknown>)[`webpackChunkdis_${container}`];
  }
  registered = { ...registered, [container]: entry };
  registerRemotes([{ name: container, entry }], { force: true });
}

/** Forget what the runtime cached for a container (after a failure) so the next load tries again. */
export function resetRemote(container: string): void {
  const entry = registered[container];
  if (entry) registerRemotes([{ name: container, entry }], { force: true });
}

export { loadRemote };
