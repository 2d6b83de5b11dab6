import { DEFAULT_ROLE } from '@dis/shared';
import { avatarUrl } from '@dis/shared/request';
import { createAsyncThunk, routesLoaded, userInfoLoaded } from '@dis/shared/store';
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
  const roles = info.roles?.length ? info.roles : [DEFAULT_ROLE];
  const permissions = info.permissions ?? [];
  dispatch(
    userInfoLoaded({
      id: info.user.userId,
      name: info.user.userName,
      nickName: info.user.nickName ?? info.user.userName,
      avatar: avatarUrl(info.user.avatar),
      roles,
      permissions,
      timeZone: info.timeZone,
    }),
  );
  dispatch(routesLoaded(routeSets(serverRoutes, { permissions, roles })));
});
