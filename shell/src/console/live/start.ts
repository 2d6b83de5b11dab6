import { apiUrl, emitRequestEvent } from '@dis/shared/request';
import { getStore } from '@dis/shared/store';
import { createLiveClient, type LiveClient, type LiveClientOptions, type LiveUpdate } from './liveClient';
import { LIVE_EVENT, LOGOUT_EVENT } from './events';
import { reloadRights } from './rights';

/** The stream's address under the API prefix (deploy/nginx.conf has a location of its own for it). */
export const LIVE_PATH = '/live/stream';

/** What the console does on each update; besides, every update goes out as `dis:live`. */
export interface LiveActions {
  /** the 401 dialog, as a 401 answer shows it */
  sessionExpired(): void;
  /** permissions and routes read again */
  reloadRights(): void;
  /** the new-build check, at once */
  newBuild(): void;
}

export function handleUpdate(update: LiveUpdate, actions: LiveActions): void {
  if (update.type === 'session-ended') actions.sessionExpired();
  else if (update.type === 'rights') actions.reloadRights();
  else if (update.type === 'build') actions.newBuild();
  // `notice` and any other: the listeners of `dis:live` (the navbar bell)
  window.dispatchEvent(new CustomEvent(LIVE_EVENT, { detail: update }));
}

/** The HTTP status of the stream's address, without reading it; 0 when unreachable. */
export async function probeStatus(url: string): Promise<number> {
  const controller = new AbortController();
  try {
    const response = await fetch(url, {
      credentials: 'include',
      headers: { Accept: 'text/event-stream' },
      signal: controller.signal,
    });
    return response.status;
  } catch {
    return 0;
  } finally {
    controller.abort();
  }
}

/** The console's own actions: the request client's 401 event, the rights thunk, the build check. */
export const consoleActions = (): LiveActions => ({
  sessionExpired: () => emitRequestEvent({ type: 'sessionExpired' }),
  reloadRights: () => void getStore().dispatch(reloadRights()),
  newBuild: () =>
    void import(/* webpackChunkName: "new-build" */ '../newBuild/builds')
      .then(({ checkForNewBuild }) => checkForNewBuild({ force: true }))
      .catch(() => undefined),
});

let started = false;

/**
 * Keeps one stream open while this tab's console has a loaded session (docs/live-updates.md): it
 * opens once `getInfo` has answered for the token, opens anew for a new token (another sign-in),
 * closes at logout and when the session is cleared. Called once, after the console has painted.
 */
export function startLive(
  overrides: Partial<Pick<LiveClientOptions, 'open' | 'probe'>> & { actions?: LiveActions } = {},
): () => void {
  const open =
    overrides.open ??
    (typeof EventSource === 'undefined'
      ? null
      : (url: string) => new EventSource(url, { withCredentials: true }));
  // a browser without EventSource: the console works as without live updates
  if (started || !open) return () => undefined;
  started = true;
  const store = getStore();
  const actions = overrides.actions ?? consoleActions();
  let client: LiveClient | null = null;
  let token: string | undefined;

  const sync = () => {
    const { user } = store.getState();
    const wanted = user.infoLoaded ? user.token : undefined;
    if (wanted === token) return;
    client?.stop();
    client = null;
    token = wanted;
    if (!wanted) return;
    client = createLiveClient({
      url: apiUrl(LIVE_PATH),
      open,
      probe: overrides.probe ?? probeStatus,
      onUpdate: (update) => handleUpdate(update, actions),
      onUnauthorized: () => actions.sessionExpired(),
    });
    client.start();
  };

  const onLogout = () => {
    // `token` stays: the same session is not reopened; the next sign-in's token is
    client?.stop();
    client = null;
  };
  const onOnline = () => client?.resume();

  const unsubscribe = store.subscribe(sync);
  window.addEventListener(LOGOUT_EVENT, onLogout);
  window.addEventListener('online', onOnline);
  sync();
  return () => {
    unsubscribe();
    window.removeEventListener(LOGOUT_EVENT, onLogout);
    window.removeEventListener('online', onOnline);
    client?.stop();
    client = null;
    started = false;
  };
}
