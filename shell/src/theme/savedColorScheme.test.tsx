import { render } from '@testing-library/react';
import { savedDark, useSavedColorScheme } from './savedColorScheme';

function Page() {
  useSavedColorScheme();
  return null;
}

const theme = () => document.documentElement.dataset.theme;
const save = (value: string | null) =>
  value === null ? localStorage.removeItem('layout-setting') : localStorage.setItem('layout-setting', value);

function systemPrefersDark(dark: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

describe('主题模式 on the pages outside the console (login, register, 401, 404)', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
    save(null);
    delete document.documentElement.dataset.theme;
  });

  it('reads the console’s saved choice: 深色, or 跟随系统 while the system prefers dark', () => {
    systemPrefersDark(true);
    save(JSON.stringify({ themeMode: 'dark' }));
    expect(savedDark()).toBe(true);
    save(JSON.stringify({ themeMode: 'system' }));
    expect(savedDark()).toBe(true);
    save(JSON.stringify({ themeMode: 'light' }));
    expect(savedDark()).toBe(false);
    save(null);
    expect(savedDark()).toBe(false);
    save('{broken');
    expect(savedDark()).toBe(false);
    systemPrefersDark(false);
    save(JSON.stringify({ themeMode: 'system' }));
    expect(savedDark()).toBe(false);
  });

  it('marks <html> dark while the page is shown and unmarks it after', () => {
    systemPrefersDark(false);
    save(JSON.stringify({ themeMode: 'dark' }));
    const { unmount } = render(<Page />);
    expect(theme()).toBe('dark');
    unmount();
    expect(theme()).toBeUndefined();
  });

  it('leaves a light choice unmarked, even when the console left it dark', () => {
    systemPrefersDark(true);
    save(JSON.stringify({ themeMode: 'light' }));
    document.documentElement.dataset.theme = 'dark';
    render(<Page />);
    expect(theme()).toBeUndefined();
  });
});
