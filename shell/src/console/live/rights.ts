import { createAsyncThunk, routesLoaded, signedInUser } from '@dis/shared/store';
import { fetchRoutes, fetchUserInfo } from '../../auth/api';
import { routeSets } from '../../auth/session';

/**
 * After a change of the signed-in user's roles or menus (the live update `rights`,
 * docs/live-updates.md): `GET /getInfo` and `GET /getRouters` asked again, the permissions and the
 * sidebar's routes replaced as the session's first load sets them; the page shown stays. A
 * failure leaves them as they were (the request client says nothing: both calls are silent).
 */
export const reloadRights = createAsyncThunk('session/reloadRights', async (_: void, { dispatch }) => {
  const [info, serverRoutes] = await Promise.all([fetchUserInfo(), fetchRoutes()]);
  if (!info.user) return;
  const { roles, permissions, loaded } = signedInUser({ ...info, user: info.user });
  dispatch(loaded);
  dispatch(routesLoaded(routeSets(serverRoutes, { permissions, roles })));
});
