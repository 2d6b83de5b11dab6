import { entryOf, fetchRemotesConfig, replaceEntry } from './remotes';

/** What the browser, webpack and the federation runtime say when a file cannot be had. */
const LOAD_FAILURE =
  /ChunkLoadError|Loading (CSS )?chunk|ScriptNetworkError|Failed to load script|RUNTIME-008/;

/** The containers recovered once in this page's life (never twice: no loop). */
const recovered = new Set<string>();

/** The folder of an entry (`/mf/system/20261127091500-aa6d4c1/`), as an absolute URL when it can be. */
function folderOf(entry: string): string {
  const base = typeof document === 'undefined' ? 'http://localhost/' : document.baseURI;
  try {
    const url = new URL(entry, base);
    return url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1);
  } catch {
    return entry.slice(0, entry.lastIndexOf('/') + 1);
  }
}

/**
 * Whether `reason` says a file of `container` failed to load: its entry or one of its chunks,
 * under `/mf/<container>/` or beside its registered entry (a deploy removed the build it came from).
 */
export function isMissingFileOf(container: string, reason: unknown): boolean {
  const text = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
  if (!LOAD_FAILURE.test(text)) return false;
  const entry = entryOf(container);
  return text.includes(`/mf/${container}/`) || (entry !== undefined && text.includes(folderOf(entry)));
}

/**
 * A remote's file failed to load after a deploy (docs/architecture.md "A new build while the
 * console is open"): ask `/remotes.json` where the remote is now, register it there and say
 * whether loading again is worth it. Once per container per page life; a second failure shows the
 * outlet's error message as before.
 */
export async function recoverRemote(container: string, reason: unknown): Promise<boolean> {
  if (recovered.has(container) || !isMissingFileOf(container, reason)) return false;
  recovered.add(container);
  const entry = (await fetchRemotesConfig())?.[container] ?? entryOf(container);
  if (!entry) return false;
  replaceEntry(container, entry);
  return true;
}
