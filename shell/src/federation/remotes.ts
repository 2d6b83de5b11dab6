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
  let config: RemotesConfig = {};
  // the server's page document carries the map inline (docs/site/document.md): nothing to wait for
  const inline = (globalThis as { __DIS_REMOTES__?: unknown }).__DIS_REMOTES__;
  if (inline !== undefined) config = parseRemotesConfig(inline);
  else {
    try {
      const response = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
      if (response.ok) config = parseRemotesConfig(await response.json());
    } catch {
      config = {};
    }
  }
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

/** Forget what the runtime cached for a container (after a failure) so the next load tries again. */
export function resetRemote(container: string): void {
  const entry = registered[container];
  if (entry) registerRemotes([{ name: container, entry }], { force: true });
}

export { loadRemote };
