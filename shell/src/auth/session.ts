import { currentLanguage, getToken, i18n, removeToken, SHARED_NS, type RouteEntry } from '@dis/shared';
import {
  createAsyncThunk,
  routesLoaded,
  sessionCleared,
  signedInUser,
  type RootState,
} from '@dis/shared/store';
import { constantConsoleRoutes } from '../console/routing/constantRoutes';
import { permittedHiddenRoutes } from '../console/routing/hiddenRoutes';
import { accountLoaded, passwordAdviceOf, passwordAdviceSet } from './accountSlice';
import { fetchRoutes, fetchUserInfo, logout } from './api';
import { takeInlineSession } from './inlineSession';
import { LOGOUT_EVENT } from '../console/live/events';
import { fetchPageAheadAt, takeSessionAhead } from './sessionAhead';

const translate = (key: string) => i18n.t(key, { ns: 'common' });

/** The route sets of the store from the server's tree: constant routes first, hidden routes by permission. */
export function routeSets(serverRoutes: RouteEntry[], user: { permissions: string[]; roles: string[] }) {
  return {
    serverRoutes,
    sidebarRoutes: [...constantConsoleRoutes(translate), ...serverRoutes],
    dynamicRoutes: permittedHiddenRoutes(user, translate),
  };
}

/**
 * docs/product.md §4: with a token and no user info yet, load the user (`GET /getInfo`) and the routes
 * (`GET /getRouters`), both at once (neither waits for the other: docs/site/speed.md "No
 * waterfall"), or takes the answers the login asked for ahead with this token, or, at the
 * page's first load, those its document carries (docs/site/document.md "A console document").
 * Rejects with the reason when either fails; the caller ends the session.
 */
export const loadSession = createAsyncThunk('session/load', async (_: void, { dispatch }) => {
  const ahead = takeSessionAhead(getToken());
  // taken either way: the document's answers serve the page's first load only
  const inline = takeInlineSession(currentLanguage());
  const [info, serverRoutes] = await Promise.all([
    ahead?.info ?? inline?.info ?? fetchUserInfo(),
    ahead?.routes ?? inline?.routes ?? fetchRoutes(),
  ]);
  if (!info.user) throw new Error(i18n.t('request.default', { ns: SHARED_NS }));
  const { roles, permissions, loaded } = signedInUser({ ...info, user: info.user });
  dispatch(loaded);
  dispatch(accountLoaded(info.user));
  dispatch(passwordAdviceSet(passwordAdviceOf(info)));
  const sets = routeSets(serverRoutes, { permissions, roles });
  // the page's files are asked for before the console draws its frame
  if (typeof window !== 'undefined')
    fetchPageAheadAt(sets.sidebarRoutes, sets.dynamicRoutes, window.location.pathname);
  dispatch(routesLoaded(sets));
});

/**
 * After a language switch: the server titles the menus in the request's language, so the routes
 * are fetched again; the shell's own route titles are translated anew. A failure is reported by
 * the request client and leaves the routes as they were.
 */
export const reloadRoutes = createAsyncThunk(
  'session/reloadRoutes',
  async (_: void, { dispatch, getState }) => {
    const { user } = getState() as RootState;
    const serverRoutes = await fetchRoutes({ silent: false });
    dispatch(routesLoaded(routeSets(serverRoutes, user)));
  },
);

/** Logs out on the server (token sent), then forgets the token cookie and the session state. */
export const endSession = createAsyncThunk('session/end', async (_: void, { dispatch }) => {
  // the live stream closes first: this logout is no session ended elsewhere (docs/live-updates.md)
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(LOGOUT_EVENT));
  try {
    await logout();
  } catch {
    // the local session ends whatever the server answers
  }
  removeToken();
  dispatch(sessionCleared());
});
