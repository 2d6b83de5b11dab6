import { changeLanguage, getToken, initI18n, removeToken, setToken, type SysUser } from '@dis/shared';
import { createTestStore, injectSlice } from '@dis/shared/store';
import { accountSlice, selectAccountUser } from './accountSlice';
import { fetchRoutes, fetchUserInfo, logout } from './api';
import { endSession, loadSession, reloadRoutes } from './session';
import { fetchSessionAhead } from './sessionAhead';

jest.mock('./api', () => ({ fetchUserInfo: jest.fn(), fetchRoutes: jest.fn(), logout: jest.fn() }));

const user = {
  userId: 2,
  userName: 'ry',
  nickName: '若依',
  avatar: '',
  status: '0' as const,
  loginIp: '127.0.0.1',
  loginDate: '2025-01-02 03:04:05',
} as SysUser;

beforeAll(() => {
  initI18n({
    language: 'zh-cn',
    namespaces: {
      common: {
        'zh-cn': { title: { consoleHome: '首页', profile: '个人中心', dictData: '字典数据' } },
        en: { title: { consoleHome: 'Home', profile: 'Personal center', dictData: 'Dictionary data' } },
      },
    },
  });
  injectSlice(accountSlice);
});

beforeEach(() => {
  jest.mocked(fetchUserInfo).mockReset();
  jest.mocked(fetchRoutes).mockReset();
  jest.mocked(logout).mockReset();
});

describe('loadSession', () => {
  it('stores the user, the routes and the hidden routes the user may open', async () => {
    jest.mocked(fetchUserInfo).mockResolvedValue({ user, roles: [], permissions: ['system:dict:list'] });
    jest.mocked(fetchRoutes).mockResolvedValue([{ path: '/system', component: 'Layout' }]);
    const store = createTestStore();
    await store.dispatch(loadSession()).unwrap();
    const state = store.getState();
    expect(state.user).toMatchObject({
      name: 'ry',
      nickName: '若依',
      roles: ['ROLE_DEFAULT'],
      infoLoaded: true,
    });
    expect(state.user.avatar).toMatch(/^data:image\/svg\+xml,/);
    expect(selectAccountUser(state)).toMatchObject({ loginIp: '127.0.0.1' });
    expect(state.permission.loaded).toBe(true);
    expect(state.permission.serverRoutes).toEqual([{ path: '/system', component: 'Layout' }]);
    expect(state.permission.sidebarRoutes.map((r) => r.path)).toEqual(['/manage', '/manageUser', '/system']);
    expect(state.permission.sidebarRoutes[0].children?.[0].meta?.title).toBe('首页');
    expect(state.permission.dynamicRoutes.map((r) => r.meta?.title)).toEqual(['字典数据']);
  });

  it('rejects with the reason when user info cannot be had', async () => {
    jest.mocked(fetchUserInfo).mockRejectedValue(new Error('认证失败'));
    jest.mocked(fetchRoutes).mockResolvedValue([{ path: '/system', component: 'Layout' }]);
    const store = createTestStore();
    await expect(store.dispatch(loadSession()).unwrap()).rejects.toMatchObject({ message: '认证失败' });
    expect(store.getState().permission.loaded).toBe(false);
    expect(store.getState().user.infoLoaded).toBe(false);
  });

  it('asks for the user and the routes at once, not one after the other', async () => {
    let answerInfo: (value: Awaited<ReturnType<typeof fetchUserInfo>>) => void = () => undefined;
    jest.mocked(fetchUserInfo).mockReturnValue(new Promise((resolve) => (answerInfo = resolve)));
    jest.mocked(fetchRoutes).mockResolvedValue([{ path: '/system', component: 'Layout' }]);
    const store = createTestStore();
    const loading = store.dispatch(loadSession()).unwrap();
    // the user info has not arrived, yet the routes are already asked for
    await Promise.resolve();
    expect(fetchRoutes).toHaveBeenCalledTimes(1);
    answerInfo({ user, roles: ['common'], permissions: [] });
    await loading;
    expect(store.getState().permission.loaded).toBe(true);
  });
});

describe('reloadRoutes', () => {
  afterEach(() => changeLanguage('zh-cn'));

  it('fetches the routes again in the new language, reporting failures, and retitles the shell routes', async () => {
    jest
      .mocked(fetchUserInfo)
      .mockResolvedValue({ user, roles: ['common'], permissions: ['system:dict:list'] });
    jest
      .mocked(fetchRoutes)
      .mockResolvedValueOnce([{ path: '/system', component: 'Layout', meta: { title: '系统管理' } }]);
    const store = createTestStore();
    await store.dispatch(loadSession()).unwrap();

    await changeLanguage('en');
    jest
      .mocked(fetchRoutes)
      .mockResolvedValueOnce([{ path: '/system', component: 'Layout', meta: { title: 'System' } }]);
    await store.dispatch(reloadRoutes()).unwrap();
    expect(fetchRoutes).toHaveBeenLastCalledWith({ silent: false });
    const { permission } = store.getState();
    expect(permission.serverRoutes[0].meta?.title).toBe('System');
    expect(permission.defaultRoutes[0].children?.[0].meta?.title).toBe('Home');
    expect(permission.dynamicRoutes.map((r) => r.meta?.title)).toEqual(['Dictionary data']);
  });

  it('leaves the routes as they were when the server fails', async () => {
    jest.mocked(fetchUserInfo).mockResolvedValue({ user, roles: ['common'], permissions: [] });
    jest.mocked(fetchRoutes).mockResolvedValueOnce([{ path: '/system', component: 'Layout' }]);
    const store = createTestStore();
    await store.dispatch(loadSession()).unwrap();
    const before = store.getState().permission;
    jest.mocked(fetchRoutes).mockRejectedValueOnce(new Error('后端接口连接异常'));
    await expect(store.dispatch(reloadRoutes()).unwrap()).rejects.toMatchObject({
      message: '后端接口连接异常',
    });
    expect(store.getState().permission).toBe(before);
  });
});

describe('endSession', () => {
  it('clears token cookie and state even when the server call fails', async () => {
    jest.mocked(logout).mockRejectedValue(new Error('offline'));
    setToken('abc');
    const store = createTestStore();
    jest.mocked(fetchUserInfo).mockResolvedValue({ user, roles: ['common'], permissions: [] });
    jest.mocked(fetchRoutes).mockResolvedValue([]);
    await store.dispatch(loadSession());
    await store.dispatch(endSession());
    expect(logout).toHaveBeenCalled();
    expect(getToken()).toBeUndefined();
    expect(store.getState().user.infoLoaded).toBe(false);
    expect(selectAccountUser(store.getState())).toBeNull();
  });
});

describe('the answers asked for ahead by the login', () => {
  afterEach(() => removeToken());

  it('are taken by the session load with the same token instead of asking again', async () => {
    jest.mocked(fetchUserInfo).mockResolvedValue({ user, roles: ['common'], permissions: [] });
    jest.mocked(fetchRoutes).mockResolvedValue([{ path: '/system', component: 'Layout' }]);
    setToken('token-1');
    fetchSessionAhead('token-1', '/system/user');
    expect(fetchUserInfo).toHaveBeenCalledTimes(1);
    expect(fetchRoutes).toHaveBeenCalledTimes(1);
    const store = createTestStore();
    await store.dispatch(loadSession()).unwrap();
    expect(fetchUserInfo).toHaveBeenCalledTimes(1);
    expect(fetchRoutes).toHaveBeenCalledTimes(1);
    expect(store.getState().user.name).toBe('ry');
    // taken once: a later load (a reload of the console) asks anew
    await createTestStore().dispatch(loadSession()).unwrap();
    expect(fetchUserInfo).toHaveBeenCalledTimes(2);
  });

  it('are not taken for another token, and a failure ahead is reported by the load that takes it', async () => {
    jest.mocked(fetchUserInfo).mockResolvedValue({ user, roles: ['common'], permissions: [] });
    jest.mocked(fetchRoutes).mockResolvedValue([]);
    fetchSessionAhead('old-token', '/system/user');
    setToken('new-token');
    await createTestStore().dispatch(loadSession()).unwrap();
    expect(fetchUserInfo).toHaveBeenCalledTimes(2);

    jest.mocked(fetchUserInfo).mockRejectedValueOnce(new Error('认证失败'));
    fetchSessionAhead('new-token', '/system/user');
    await expect(createTestStore().dispatch(loadSession()).unwrap()).rejects.toMatchObject({
      message: '认证失败',
    });
  });
});
