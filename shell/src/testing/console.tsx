import { render, screen } from '@testing-library/react';
import {
  DEFAULT_SETTINGS,
  getStore,
  settingChanged,
  sidebarHidden,
  sidebarToggled,
  sizeChanged,
  type SettingsState,
} from '@dis/shared/store';
import { MemoryRouter, Route, Routes, setToken, type RouteEntry, type SysUser } from '@dis/shared';
import { fetchRoutes, fetchUserInfo, logout } from '../auth/api';
import ConsoleApp from '../console/ConsoleApp';
import { SERVER_ROUTES } from '../console/routing/routeTree.fixture';
import { clearCookies } from './cookies';
import { LocationProbe } from './LocationProbe';

/** The signed-in user of the console tests (`GET /getInfo`; the fields the console reads). */
export const TEST_USER = {
  userId: 1,
  userName: 'admin',
  nickName: '若依',
  avatar: '',
  status: '0' as const,
  loginIp: '127.0.0.1',
  loginDate: '2025-05-01 09:00:00',
  dept: { deptId: 103, deptName: '研发部门' },
  roles: [{ roleId: 1, roleName: '超级管理员', roleKey: 'admin', status: '0' as const }],
} as SysUser;

/**
 * The server of the console tests: `TEST_USER` signed in as admin with every permission, `routes`
 * from `GET /getRouters`, logout answering. The test file mocks `../auth/api` (jest.mock).
 */
export function answerAsAdmin(routes: RouteEntry[] = SERVER_ROUTES): void {
  jest
    .mocked(fetchUserInfo)
    .mockReset()
    .mockResolvedValue({ user: TEST_USER, roles: ['admin'], permissions: ['*:*:*'] });
  jest.mocked(fetchRoutes).mockReset().mockResolvedValue(routes);
  jest.mocked(logout).mockReset().mockResolvedValue(undefined);
}

let tokens = 0;

/** The console at `path` with a fresh session (a new token makes it load user and routes again). */
export function renderConsole(path: string) {
  setToken(`token-${++tokens}`);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<p>login page</p>} />
        <Route path="/404" element={<p>not found page</p>} />
        <Route path="*" element={<ConsoleApp />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

export const shownLocation = () => screen.getByTestId('location').textContent;

/**
 * The console's store lives as long as the test file: put layout settings, size and sidebar
 * back as a fresh start has them, and forget what the browser kept.
 */
export function resetConsole(): void {
  const store = getStore();
  for (const key of Object.keys(DEFAULT_SETTINGS) as Array<keyof SettingsState>) {
    store.dispatch(settingChanged({ key, value: DEFAULT_SETTINGS[key] }));
  }
  store.dispatch(sizeChanged('medium'));
  store.dispatch(sidebarHidden(false));
  if (!store.getState().app.sidebar.opened) store.dispatch(sidebarToggled());
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
}
