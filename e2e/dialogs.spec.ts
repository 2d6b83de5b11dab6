import { expect, type Locator, type Page } from './support/test';
import { menuPages, type RouterNode } from './support/menu';
import { API, apiLogin, opened, setSessionCookie, snap } from './support/session';
import { test } from './support/site';

/**
 * Every 新增 dialog of the console, at 1366 × 768 (the common office screen) in both languages
 * (docs/product.md §2, "Dialogs"): it fits the screen, no field's control is squeezed narrower than
 * its text needs, no label is cut, an image card's "+ 上传图片" sits in the card's middle, and the
 * icon picker shows whole icon names. Each dialog is saved as a screenshot
 * (reports/screenshots/dialog-<page>-<lang>.png) for a person to look at.
 */

/** What a person would call a broken dialog layout, each as one line naming the element. */
function layoutFaults(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((root) => {
    const faults: string[] = [];
    const box = root.querySelector('.ant-modal-content, .ant-drawer-content')?.getBoundingClientRect();
    if (box && (box.left < 0 || box.right > window.innerWidth))
      faults.push(`the dialog is wider than the screen (${Math.round(box.left)}…${Math.round(box.right)})`);
    for (const item of Array.from(root.querySelectorAll<HTMLElement>('.ant-form-item'))) {
      const label = item.querySelector<HTMLElement>('.ant-form-item-label label');
      const name = label?.textContent?.trim() || '(no label)';
      if (label && label.scrollWidth > label.clientWidth + 1) faults.push(`label cut: ${name}`);
      const content = item.querySelector<HTMLElement>('.ant-form-item-control-input-content');
      const control = content?.querySelector<HTMLElement>(
        ':scope > .ant-select, :scope > .ant-input-number, :scope > .ant-picker, :scope > .ant-input-affix-wrapper, :scope > input.ant-input',
      );
      if (content && control) {
        const room = content.getBoundingClientRect().width;
        const width = control.getBoundingClientRect().width;
        // a single-line control uses its column: a 95 px select in a 300 px column looks broken
        if (room >= 200 && width < room * 0.6)
          faults.push(`control squeezed: ${name} (${Math.round(width)} of ${Math.round(room)} px)`);
      }
    }
    for (const card of Array.from(root.querySelectorAll<HTMLElement>('.dis-upload__card-button'))) {
      const cardBox = card.closest('.ant-upload')?.getBoundingClientRect();
      const icon = card.querySelector('svg')?.getBoundingClientRect();
      const text = card.querySelector('span:last-child')?.getBoundingClientRect();
      if (!cardBox || !icon || !text) continue;
      const middle = (icon.top + text.bottom) / 2;
      const cardMiddle = (cardBox.top + cardBox.bottom) / 2;
      if (Math.abs(middle - cardMiddle) > 6)
        faults.push(`upload card content off centre by ${Math.round(middle - cardMiddle)} px`);
    }
    // the icon picker opens in a popup of its own, outside the dialog
    for (const name of Array.from(document.querySelectorAll<HTMLElement>('.dis-icon-picker__name'))) {
      if (name.scrollWidth > name.clientWidth + 1) faults.push(`icon name cut: ${name.textContent}`);
    }
    return faults;
  });
}

const addButton = (page: Page, lang: 'zh-cn' | 'en') =>
  page
    .locator('.console-page:visible')
    .getByRole('button', { name: lang === 'en' ? /(^|\s)Add$/ : /新\s*增$/ })
    .first();

test.describe('the console dialogs at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('every 新增 dialog fits, with no squeezed control or cut label, in Chinese and English', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(420_000);
    const token = await apiLogin(page.request, baseURL!, 'admin');
    await setSessionCookie(page.context(), baseURL!, token);
    const routers = await (
      await page.request.get(`${API}/getRouters`, { headers: { Authorization: `Bearer ${token}` } })
    ).json();
    const pages = menuPages(routers.data as RouterNode[]);
    expect(pages).toEqual(expect.arrayContaining(['/system/user', '/system/notice', '/system/menu']));

    const faults: string[] = [];
    const seen: string[] = [];
    for (const lang of ['zh-cn', 'en'] as const) {
      await page.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
      for (const address of pages) {
        await page.goto(address);
        await page.waitForLoadState('networkidle');
        // the page itself is drawn (a cold remote may still be starting at network idle)
        await page.locator('.console-page:visible').waitFor();
        await expect(page.locator('.console-page:visible .console-page-loading')).toHaveCount(0);
        const add = addButton(page, lang);
        if ((await add.count()) === 0 || !(await add.isEnabled())) continue;
        await add.click();
        const dialog = await opened(page.getByRole('dialog').last());
        await page.waitForLoadState('networkidle');
        const name = address.replace(/^\//, '').replace(/\//g, '-');
        // the menu dialog's icon picker opens from its field
        if (address === '/system/menu') {
          await dialog.getByPlaceholder(lang === 'en' ? 'Click to choose an icon' : '点击选择图标').click();
          await expect(page.locator('.dis-icon-picker__name').first()).toBeVisible();
          await opened(page.locator('.ant-dropdown').last());
        }
        for (const fault of await layoutFaults(dialog)) faults.push(`${lang} ${address}: ${fault}`);
        await snap(page, `dialog-${name}-${lang}`);
        seen.push(`${lang} ${address}`);
        await dialog
          .getByRole('button', { name: lang === 'en' ? 'Close' : '关闭' })
          .first()
          .click();
        await expect(dialog).toBeHidden();
      }
    }
    // the dialogs that must be among those walked
    expect(seen).toEqual(
      expect.arrayContaining([
        'zh-cn /system/user',
        'zh-cn /system/notice',
        'zh-cn /system/menu',
        'en /system/notice',
        'en /monitor/job',
      ]),
    );
    expect(faults).toEqual([]);
  });
});
