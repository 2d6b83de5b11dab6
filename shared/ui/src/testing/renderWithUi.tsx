import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createTestStore, StoreProvider, userInfoLoaded, type AppStore } from '@dis/shared/store';
import { UiProvider } from '../UiProvider';

export interface RenderWithUiOptions {
  /** permissions of the signed-in user (default none) */
  permissions?: string[];
  store?: AppStore;
}

/** Renders a console component inside a fresh store and the kit's provider, as the shell does. */
export function renderWithUi(
  ui: ReactElement,
  { permissions = [], store = createTestStore() }: RenderWithUiOptions = {},
) {
  store.dispatch(
    userInfoLoaded({ id: 1, name: 'admin', nickName: 'admin', avatar: '', roles: ['admin'], permissions }),
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider store={store}>
      <UiProvider>{children}</UiProvider>
    </StoreProvider>
  );
  return { store, ...render(ui, { wrapper }) };
}
