import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from './support/test';
import { menuPages, type RouterNode } from './support/menu';
import { API, apiLogin, setSessionCookie } from './support/session';
import { test } from './support/site';

/**
 * No console page shows a word key instead of its word (docs/product.md §1: every console string
 * in both languages). A key without its word is written out by i18next as the key itself
 * (`role.statusPlaceholder`), so every page of the menu, and the hidden pages, is opened in each
 * language and every text and label of the document is checked for a key of our word files'
 * groups.
 */

const ROOT = path.resolve(__dirname, '..');

/** The first segment of every word key in the console's word files: `role`, `user`, `gen`, `common`… */
function wordGroups(): Set<string> {
  const groups = new Set<string>();
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      if (name === 'node_modules' || name === 'dist') continue;
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.json') && /[\\/]locales[\\/]/.test(file)) {
        for (const key of Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object)) groups.add(key);
      }
    }
  };
  for (const folder of [
    'shell',
    'remote-system',
    'remote-monitor',
    'remote-tools',
    'remote-marketing',
    'shared/core',
    'shared/ui',
  ])
    walk(path.join(ROOT, folder, 'src'));
  return groups;
}

/** Every text of the document and every placeholder, title and label, as shown or hidden. */
function shownWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const words: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement?.tagName !== 'SCRIPT' && node.parentElement?.tagName !== 'STYLE')
        words.push(text);
    }
    for (const element of Array.from(document.querySelectorAll('[placeholder],[title],[aria-label],[alt]'))) {
      for (const name of ['placeholder', 'title', 'aria-label', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) words.push(value);
      }
    }
    return words;
  });
}

test.describe('every console string has its word', () => {
  test('no page of the menu shows a word key, in Chinese or in English', async ({ page, baseURL }) => {
    test.setTimeout(420_000);
    const groups = wordGroups();
    expect(groups.has('role') && groups.has('common')).toBe(true);
    const looksLikeKey = (text: string) => {
      const match =
        /^([a-z][A-Za-z0-9]*)(\.[A-Za-z0-9_]+)+$/.exec(text) ?? /^[a-z-]+:([a-z][A-Za-z0-9]*)\./.exec(text);
      return match !== null && groups.has(match[1]);
    };

    const token = await apiLogin(page.request, baseURL!, 'admin');
    await setSessionCookie(page.context(), baseURL!, token);
    const routers = await (
      await page.request.get(`${API}/getRouters`, { headers: { Authorization: `Bearer ${token}` } })
    ).json();
    const pages = [
      ...menuPages(routers.data as RouterNode[]),
      '/system/user-auth/role/1',
      '/system/role-auth/user/2',
      '/system/dict-data/index/1',
      '/monitor/job-log/index/1',
    ];
    expect(pages).toEqual(expect.arrayContaining(['/system/role', '/system/user', '/monitor/online']));

    const found: string[] = [];
    for (const lang of ['zh-cn', 'en'] as const) {
      await page.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
      for (const address of pages) {
        await page.goto(address);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('#app')).not.toBeEmpty();
        for (const text of await shownWords(page))
          if (looksLikeKey(text)) found.push(`${lang} ${address}: ${text}`);
      }
    }
    expect(found).toEqual([]);
  });
});
