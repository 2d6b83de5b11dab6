import { changeLanguage, initI18n, removeToken, setToken, type SysUser } from '@dis/shared';
import { createTestStore, injectSlice } from '@dis/shared/store';
import { accountSlice } from './accountSlice';
import { fetchRoutes, fetchUserInfo } from './api';
import { takeInlineSession } from './inlineSession';
import { loadSession } from './session';
import { fetchSessionAhead } from './sessionAhead';

jest.mock('./api', () => ({ fetchUserInfo: jest.fn(), fetchRoutes: jest.fn(), logout: jest.fn() }));

const user = { userId: 1, userName: 'admin', nickName: '若依', avatar: '', status: '0' } as SysUser;
const ROUTERS = [
  { path: '/system', component: 'Layout', children: [{ path: 'user', component: 'system/user/index' }] },
];

/** What the console document of `/system/user` carries for admin (docs/site/document.md). */
const carried = (lang = 'zh-cn') => ({
  lang,
  info: { code: 200, msg: '操作成功', user, roles: ['admin'], permissions: ['*:*:*'] },
  routers: { code: 200, msg: '操作成功', data: ROUTERS },
});

beforeAll(() => {
  initI18n({ language: 'zh-cn', namespaces: { common: { 'zh-cn': { title: {} }, en: { title: {} } } } });
  injectSlice(accountSlice);
});

beforeEach(() => {
  jest
    .mocked(fetchUserInfo)
    .mockReset()
    .mockResolvedValue({ code: 200, msg: '', user: { ...user, userName: 'asked' } });
  jest
    .mocked(fetchRoutes)
    .mockReset()
    .mockResolvedValue([{ path: '/asked', component: 'Layout' }]);
  setToken('token-of-admin');
});

afterEach(async () => {
  delete window.__DIS_SESSION__;
  removeToken();
  await changeLanguage('zh-cn');
});

describe('the session the console document carries', () => {
  it('starts the console from it without asking the server', async () => {
    window.__DIS_SESSION__ = carried();
    const store = createTestStore();
    await store.dispatch(loadSession()).unwrap();
    expect(fetchUserInfo).not.toHaveBeenCalled();
    expect(fetchRoutes).not.toHaveBeenCalled();
    expect(store.getState().user).toMatchObject({ name: 'admin', permissions: ['*:*:*'], infoLoaded: true });
    expect(store.getState().permission.serverRoutes).toEqual(ROUTERS);
  });

  it('serves the first load only: the next one asks the server', async () => {
    window.__DIS_SESSION__ = carried();
    await createTestStore().dispatch(loadSession()).unwrap();
    expect(window.__DIS_SESSION__).toBeUndefined();
    const store = createTestStore();
    await store.dispatch(loadSession()).unwrap();
    expect(fetchUserInfo).toHaveBeenCalledTimes(1);
    expect(store.getState().user.name).toBe('asked');
  });

  it('asks for the routes when their titles are in another language than the one shown', async () => {
    window.__DIS_SESSION__ = carried('en');
    const store = createTestStore();
    await store.dispatch(loadSession()).unwrap();
    expect(fetchUserInfo).not.toHaveBeenCalled();
    expect(fetchRoutes).toHaveBeenCalledTimes(1);
    expect(store.getState().permission.serverRoutes).toEqual([{ path: '/asked', component: 'Layout' }]);
  });

  it('asks as before when the document carries nothing or something malformed', async () => {
    for (const inline of [undefined, {}, { info: { code: 401, msg: 'x' } }, { info: { code: 200 } }, 'x']) {
      jest.mocked(fetchUserInfo).mockClear();
      (window as { __DIS_SESSION__?: unknown }).__DIS_SESSION__ = inline;
      const store = createTestStore();
      await store.dispatch(loadSession()).unwrap();
      expect(fetchUserInfo).toHaveBeenCalledTimes(1);
      expect(store.getState().user.name).toBe('asked');
    }
  });

  it('is forgotten at a login in the page: the new session is asked for', async () => {
    window.__DIS_SESSION__ = carried();
    fetchSessionAhead('token-of-someone-else', '/index');
    expect(window.__DIS_SESSION__).toBeUndefined();
  });

  it('takes routes only when they are a list', () => {
    window.__DIS_SESSION__ = { ...carried(), routers: { code: 200, data: 'x' } };
    expect(takeInlineSession('zh-cn')).toMatchObject({ info: { user: { userName: 'admin' } }, routes: null });
    expect(takeInlineSession('zh-cn')).toBeNull();
  });
});
