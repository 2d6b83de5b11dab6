import type { RouteEntry } from '@dis/shared';
import { createTestStore } from './store';
import { routesLoaded, sidebarRoutesSet } from './permissionSlice';
import { sessionCleared } from './userSlice';

const system: RouteEntry = {
  path: '/system',
  meta: { title: '系统管理' },
  children: [{ path: 'user', meta: { title: '用户管理' } }],
};
const monitor: RouteEntry = {
  path: '/monitor',
  meta: { title: '系统监控' },
  children: [{ path: 'online', meta: { title: '在线用户' } }],
};
const userAuth: RouteEntry = { path: '/system/user-auth', hidden: true, permissions: ['system:user:edit'] };

describe('permission slice: the routes of the signed-in user', () => {
  it('loaded routes fill the sidebar, its default copy and the top menu', () => {
    const store = createTestStore();
    expect(store.getState().permission.loaded).toBe(false);
    store.dispatch(
      routesLoaded({
        serverRoutes: [system, monitor],
        sidebarRoutes: [system, monitor],
        dynamicRoutes: [userAuth],
      }),
    );
    const state = store.getState().permission;
    expect(state).toMatchObject({ loaded: true, dynamicRoutes: [userAuth] });
    expect(state.sidebarRoutes).toEqual([system, monitor]);
    expect(state.defaultRoutes).toEqual([system, monitor]);
    expect(state.topbarRoutes).toEqual([system, monitor]);
  });

  it('top-nav mode narrows the sidebar to one section; the default and top menu stay whole', () => {
    const store = createTestStore();
    store.dispatch(
      routesLoaded({ serverRoutes: [system, monitor], sidebarRoutes: [system, monitor], dynamicRoutes: [] }),
    );
    store.dispatch(sidebarRoutesSet(monitor.children!));
    const state = store.getState().permission;
    expect(state.sidebarRoutes).toEqual(monitor.children);
    expect(state.defaultRoutes).toEqual([system, monitor]);
    expect(state.topbarRoutes).toEqual([system, monitor]);
  });

  it('logging out forgets every route', () => {
    const store = createTestStore();
    store.dispatch(
      routesLoaded({ serverRoutes: [system], sidebarRoutes: [system], dynamicRoutes: [userAuth] }),
    );
    store.dispatch(sessionCleared());
    expect(store.getState().permission).toEqual({
      serverRoutes: [],
      sidebarRoutes: [],
      defaultRoutes: [],
      topbarRoutes: [],
      dynamicRoutes: [],
      loaded: false,
    });
  });
});
