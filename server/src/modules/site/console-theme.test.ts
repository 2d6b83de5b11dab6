import vm from 'node:vm';
import { CONSOLE_THEME_SCRIPT, CONSOLE_THEME_STYLE } from './console-theme';
import { renderDocument, type DocumentParts } from './document';

const INDEX =
  '<!doctype html><html lang="zh-CN"><head><title>DIS</title></head><body><div id="app"></div></body></html>';
const PARTS: DocumentParts = {
  lang: 'zh-cn',
  noindex: true,
  remotes: {},
  page: { path: '/index', status: 200 },
  preload: [],
};

/** The `data-theme` the script leaves on `<html>`, for a saved setting and a system preference. */
function themeAfter(saved: string | null, systemDark: boolean, storageThrows = false): string | undefined {
  const dataset: Record<string, string> = {};
  vm.runInNewContext(CONSOLE_THEME_SCRIPT, {
    localStorage: {
      getItem: (key: string) => {
        if (storageThrows) throw new Error('denied');
        return key === 'layout-setting' ? saved : null;
      },
    },
    matchMedia: (query: string) => ({ matches: systemDark && query === '(prefers-color-scheme: dark)' }),
    document: { documentElement: { dataset } },
  });
  return dataset.theme;
}

describe('主题模式 before the first paint (console documents)', () => {
  it('marks <html> dark for 深色, and for 跟随系统 while the system prefers dark', () => {
    expect(themeAfter(JSON.stringify({ themeMode: 'dark' }), false)).toBe('dark');
    expect(themeAfter(JSON.stringify({ themeMode: 'system' }), true)).toBe('dark');
    expect(themeAfter(JSON.stringify({ themeMode: 'system' }), false)).toBeUndefined();
    expect(themeAfter(JSON.stringify({ themeMode: 'light' }), true)).toBeUndefined();
    expect(themeAfter(JSON.stringify({ navType: 2 }), true)).toBeUndefined();
    expect(themeAfter(null, true)).toBeUndefined();
    // a broken setting or a browser that refuses storage shows the page light, never an error
    expect(themeAfter('{not json', true)).toBeUndefined();
    expect(themeAfter(null, true, true)).toBeUndefined();
  });

  it('is in the head of a console document and listed for its hash; not in other documents', () => {
    const console = renderDocument(INDEX, { ...PARTS, consoleTheme: true });
    const head = console.html.slice(0, console.html.indexOf('</head>'));
    expect(head).toContain(`<script>${CONSOLE_THEME_SCRIPT}</script>`);
    expect(head).toContain(`<style>${CONSOLE_THEME_STYLE}</style>`);
    expect(console.inlineScripts).toContain(CONSOLE_THEME_SCRIPT);

    const other = renderDocument(INDEX, PARTS);
    expect(other.html).not.toContain(CONSOLE_THEME_SCRIPT);
    expect(other.inlineScripts).not.toContain(CONSOLE_THEME_SCRIPT);
  });
});
