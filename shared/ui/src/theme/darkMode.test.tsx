import { act, screen } from '@testing-library/react';
import { theme } from 'antd';
import { createTestStore, isDarkMode, settingChanged, type ThemeMode } from '@dis/shared/store';
import { renderWithUi } from '../testing/renderWithUi';

/** A `prefers-color-scheme: dark` the test can flip, as the system does when its appearance changes. */
function systemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return dark;
    },
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const original = window.matchMedia;
  window.matchMedia = ((query: string) =>
    query === list.media ? list : original(query)) as typeof window.matchMedia;
  return {
    set(next: boolean) {
      dark = next;
      act(() => listeners.forEach((listener) => listener()));
    },
    listeners,
    restore: () => {
      window.matchMedia = original;
    },
  };
}

function Probe() {
  const { token } = theme.useToken();
  return <output>{token.colorBgContainer}</output>;
}

const shown = () => screen.getByRole('status').textContent;
const htmlTheme = () => document.documentElement.dataset.theme;

function renderIn(mode: ThemeMode) {
  const store = createTestStore();
  store.dispatch(settingChanged({ key: 'themeMode', value: mode }));
  return renderWithUi(<Probe />, { store });
}

describe('主题模式 reaches antd and the page', () => {
  let scheme: ReturnType<typeof systemScheme>;
  beforeEach(() => {
    scheme = systemScheme(false);
  });
  afterEach(() => scheme.restore());

  it('decides dark from the mode and the system', () => {
    expect(isDarkMode('light', true)).toBe(false);
    expect(isDarkMode('dark', false)).toBe(true);
    expect(isDarkMode('system', false)).toBe(false);
    expect(isDarkMode('system', true)).toBe(true);
  });

  it('浅色 is antd light; 深色 gives the ConfigProvider the dark algorithm at once, with no reload', () => {
    const { store, unmount } = renderIn('light');
    expect(shown()).toBe('#ffffff');
    expect(htmlTheme()).toBe('light');
    act(() => {
      store.dispatch(settingChanged({ key: 'themeMode', value: 'dark' }));
    });
    expect(shown()).toBe('#141414');
    expect(htmlTheme()).toBe('dark');
    // a public page shown after the console is not marked
    unmount();
    expect(htmlTheme()).toBeUndefined();
  });

  it('跟随系统 follows prefers-color-scheme live', () => {
    const { unmount } = renderIn('system');
    expect(shown()).toBe('#ffffff');
    scheme.set(true);
    expect(shown()).toBe('#141414');
    expect(htmlTheme()).toBe('dark');
    scheme.set(false);
    expect(shown()).toBe('#ffffff');
    expect(htmlTheme()).toBe('light');
    unmount();
    expect(scheme.listeners.size).toBe(0);
  });

  it('深色 ignores a light system, 浅色 a dark one', () => {
    scheme.set(true);
    const light = renderIn('light');
    expect(shown()).toBe('#ffffff');
    light.unmount();
    scheme.set(false);
    renderIn('dark');
    expect(shown()).toBe('#141414');
  });
});
