/**
 * A chunk of the shell itself that is gone: a page open across more shell releases than are kept
 * (docs/architecture.md "Releases") asks for a file no server has any more. The page is reloaded
 * once to get the current build; a remote's chunks are not this case (their outlet loads the
 * remote again, docs/architecture.md "A new build while the console is open").
 */

const RELOADED_AT = 'dis-chunk-reload';
/** No second reload within this many milliseconds of the last: a broken deploy never loops. */
export const RELOAD_PAUSE_MS = 5 * 60_000;

/** Whether `error` is webpack's failure to load a chunk of the shell (not of a remote, under `/mf/`). */
export function isShellChunkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const chunk = error.name === 'ChunkLoadError' || /Loading (CSS )?chunk/.test(error.message);
  return chunk && !error.message.includes('/mf/');
}

/** Reloads the page unless it did so in the last five minutes (kept in sessionStorage); says whether it does. */
export function reloadOnce(
  reload: () => void = () => window.location.reload(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  now = Date.now(),
): boolean {
  try {
    const last = Number(storage.getItem(RELOADED_AT));
    if (last > 0 && now - last < RELOAD_PAUSE_MS) return false;
    storage.setItem(RELOADED_AT, String(now));
  } catch {
    // no storage, no way to know whether this page was reloaded already: do not risk a loop
    return false;
  }
  reload();
  return true;
}

/** React's `onUncaughtError`: a gone shell chunk reloads once; anything else is reported as React would. */
export function onUncaughtError(error: unknown): void {
  if (isShellChunkError(error) && reloadOnce()) return;
  if (typeof reportError === 'function') reportError(error);
  else console.error(error);
}
