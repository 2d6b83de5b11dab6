import { createTestStore } from './store';
import { sessionCleared, tokenSet, userInfoLoaded } from './userSlice';
import { routesLoaded } from './permissionSlice';

describe('user and permission slices', () => {
  it('stores user info and substitutes ROLE_DEFAULT for no roles', () => {
    const store = createTestStore();
    store.dispatch(tokenSet('t'));
    store.dispatch(
      userInfoLoaded({
        id: 2,
        name: 'ry',
        nickName: '测试员 Tester',
        avatar: '',
        roles: [],
        permissions: ['system:user:list'],
      }),
    );
    expect(store.getState().user).toMatchObject({
      token: 't',
      name: 'ry',
      roles: ['ROLE_DEFAULT'],
      infoLoaded: true,
    });
  });

  it('clearing the session clears token, roles, permissions and routes', () => {
    const store = createTestStore();
    store.dispatch(tokenSet('t'));
    store.dispatch(
      userInfoLoaded({
        id: 1,
        name: 'admin',
        nickName: 'a',
        avatar: '',
        roles: ['admin'],
        permissions: ['*:*:*'],
      }),
    );
    store.dispatch(
      routesLoaded({ serverRoutes: [{ path: '/system' }], sidebarRoutes: [], dynamicRoutes: [] }),
    );
    store.dispatch(sessionCleared());
    const state = store.getState();
    expect(state.user).toMatchObject({ token: undefined, roles: [], permissions: [], infoLoaded: false });
    expect(state.permission.loaded).toBe(false);
    expect(state.permission.serverRoutes).toEqual([]);
  });
});

describe('personal centre changes', () => {
  it('a new avatar and nick name reach the navbar state', async () => {
    const { avatarChanged, nickNameChanged } = await import('./userSlice');
    const store = createTestStore();
    store.dispatch(
      userInfoLoaded({
        id: 2,
        name: 'ry',
        nickName: '测试员 Tester',
        avatar: '',
        roles: ['common'],
        permissions: [],
      }),
    );
    store.dispatch(avatarChanged('/prod-api/profile/avatar/2026/01/02/a.png'));
    store.dispatch(nickNameChanged('小若'));
    expect(store.getState().user).toMatchObject({
      avatar: '/prod-api/profile/avatar/2026/01/02/a.png',
      nickName: '小若',
      name: 'ry',
    });
  });
});
