/**
 * The page events of live updates (docs/live-updates.md), in a module of their own so that what
 * listens (the bell, the 下载中心) does not load the stream's code.
 */

/** Every live update is also dispatched in the page as this event, `detail` the update. */
export const LIVE_EVENT = 'dis:live';

/** Dispatched by the logout (shell/src/auth/session.ts) before it ends the session. */
export const LOGOUT_EVENT = 'dis:logout';

/** Calls `on` at each live update of `type`; answers the function that stops listening. */
export function onLiveUpdate(type: string, on: () => void): () => void {
  const listener = (event: Event) => {
    if ((event as CustomEvent<{ type?: string } | undefined>).detail?.type === type) on();
  };
  window.addEventListener(LIVE_EVENT, listener);
  return () => window.removeEventListener(LIVE_EVENT, listener);
}
