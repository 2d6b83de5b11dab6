/**
 * How many downloads are running (the console's full-screen download mask follows it). Kept in
 * `@dis/shared` so the mask does not depend on the request client being loaded.
 */
type DownloadsListener = (count: number) => void;

let active = 0;
const listeners = new Set<DownloadsListener>();

/** How many downloads are running now. */
export function activeDownloads(): number {
  return active;
}

/** Called with the running count whenever a download starts or ends. */
export function onDownloadsChange(listener: DownloadsListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Counts a download while `task` runs. */
export async function trackDownload<T>(task: () => Promise<T>): Promise<T> {
  const change = (delta: number) => {
    active += delta;
    for (const listener of [...listeners]) listener(active);
  };
  change(1);
  try {
    return await task();
  } finally {
    change(-1);
  }
}
