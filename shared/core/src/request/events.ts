/**
 * The request client reports what the user should see; showing toasts and the re-login dialog is
 * the job of a subscriber (the console layout), not of the client.
 */
export type RequestEvent =
  | { type: 'sessionExpired' }
  | { type: 'error'; level: 'error' | 'warning' | 'notify'; code: number; message: string }
  /**
   * a write (`POST`, `PUT`, `DELETE`, an upload) the server accepted, at `url` (without the API's
   * prefix): what the console's query cache read of that resource is stale now
   * (docs/site/rendering.md "A write makes its reads stale")
   */
  | { type: 'written'; method: string; url: string };

type Listener = (event: RequestEvent) => void;

const listeners = new Set<Listener>();

export function onRequestEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitRequestEvent(event: RequestEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch {
      /* a failing subscriber must not break the request */
    }
  }
}
