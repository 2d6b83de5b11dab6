import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { CONSOLE_STATE_ID } from '@dis/contract/site';
import { createQueryClient } from '@dis/shared/query';
import { createTestStore, StoreProvider, userInfoLoaded, type AppStore } from '@dis/shared/store';
import { feedback } from '../feedback/feedback';
import { carriedState, seedAnswers } from '../query/carried';
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

/**
 * A document that carries `answers` (by address, as the server's render read them) in `lang`, as
 * the server puts its render's cache in a console document (docs/site/document.md "A console
 * document"): the element is put in the body; the browser's client takes it as it is first made.
 * Gives the element (removed once taken).
 */
export function carryInDocument(answers: Record<string, unknown>, lang = 'zh-cn'): HTMLElement {
  const rendered = createQueryClient();
  seedAnswers(rendered, answers, lang);
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = CONSOLE_STATE_ID;
  element.textContent = JSON.stringify(carriedState(rendered, lang));
  rendered.clear();
  document.getElementById(CONSOLE_STATE_ID)?.remove();
  document.body.append(element);
  return element;
}
