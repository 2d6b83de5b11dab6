import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createTestStore, StoreProvider, userInfoLoaded, type AppStore } from '@dis/shared/store';
import { feedback } from '../feedback/feedback';
import { UiProvider } from '../UiProvider';

export interface RenderWithUiOptions {
  /** permissions of the signed-in user (default none) */
  permissions?: string[];
  store?: AppStore;
  /** the server's time zone getInfo names (default none: the machine's) */
  timeZone?: string;
}

/** Renders a console component inside a fresh store and the kit's provider, as the shell does. */
export function renderWithUi(
  ui: ReactElement,
  { permissions = [], store = createTestStore(), timeZone }: RenderWithUiOptions = {},
) {
  store.dispatch(
    userInfoLoaded({
      id: 1,
      name: 'admin',
      nickName: 'admin',
      avatar: '',
      roles: ['admin'],
      permissions,
      timeZone,
    }),
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider store={store}>
      <UiProvider>{children}</UiProvider>
    </StoreProvider>
  );
  return { store, ...render(ui, { wrapper }) };
}

/** The rows of the `sys_normal_disable` dictionary (正常 / 停用) as `GET /system/dict/data/type/…` answers them. */
export const NORMAL_DISABLE_DICT = [
  {
    dictCode: 1,
    dictType: 'sys_normal_disable',
    dictValue: '0',
    dictLabel: '正常',
    listClass: 'primary',
    cssClass: '',
  },
  {
    dictCode: 2,
    dictType: 'sys_normal_disable',
    dictValue: '1',
    dictLabel: '停用',
    listClass: 'danger',
    cssClass: '',
  },
];

/** Keeps the kit's toasts out of a page test's output (they are spied on, not shown). */
export function quietMessages(): void {
  for (const kind of ['success', 'error', 'warning', 'info'] as const)
    jest.spyOn(feedback.message, kind).mockImplementation(() => undefined);
}
