import { consoleTakenOver, expect, test, type Page } from './support/test';
import { API, loginAs, openLayoutSettings, opened, snap } from './support/session';

/**
 * The console shell of issue 3: tabs bar (context menu, keep-alive, reload), layout settings
 * (colour, save, reset), top-nav mode, header search, language, phone layout, and the home
 * dashboard. Each test has its own browser context, so settings and tabs start fresh.
 */

const tabsBar = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });
const tab = (page: Page, title: string) => tabsBar(page).getByRole('link', { name: title, exact: true });
const tabTitles = (page: Page) => tabsBar(page).getByRole('link');
/** the page on screen: the kept-alive ones are in the document too, hidden */
const shownPage = (page: Page) => page.locator('.console-page:visible');
const menuAction = (page: Page, name: string) =>
  page.getByRole('menu', { name: '页签操作' }).getByRole('menuitem', { name });
/** the console's sidebar (pages have complementary regions of their own) */
const sidebarOf = (page: Page) => page.locator('.console-sider');

/** Signs in as admin and opens the user list (`path`), waiting until its table shows. */
async function openUserList(page: Page, baseURL: string, path = '/system/user') {
  await loginAs(page, baseURL, 'admin');
  await page.goto(path);
  await expect(shownPage(page).getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
}

/** where each sidebar item used here leads */
const PATHS: Record<string, RegExp> = {
  用户管理: /\/system\/user$/,
  在线用户: /\/monitor\/online$/,
  定时任务: /\/monitor\/job$/,
  角色管理: /\/system\/role$/,
  菜单管理: /\/system\/menu$/,
  部门管理: /\/system\/dept$/,
  岗位管理: /\/system\/post$/,
  字典管理: /\/system\/dict$/,
  参数设置: /\/system\/config$/,
  通知公告: /\/system\/notice$/,
  系统接口: /\/tool\/swagger$/,
};

/**
 * Opens a page from the sidebar and waits until it is the current one. The sidebar re-opens the
 * current page's section when the address changes, so a section opened in the same moment may fold
 * again: such a click is tried once more.
 */
async function openFromSidebar(page: Page, section: RegExp, item: RegExp) {
  const path = PATHS[item.source]!;
  await expect(async () => {
    const link = sidebarOf(page).getByRole('menuitem', { name: item });
    if (!(await link.isVisible())) await sidebarOf(page).getByRole('menuitem', { name: section }).click();
    await link.click({ timeout: 2_000 });
    await expect(page).toHaveURL(path, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test.describe('the console shell', () => {
  test('tabs: one per page, kept alive, and every action of the context menu', async ({ page, baseURL }) => {
    await openUserList(page, baseURL!);
    await expect(tabTitles(page)).toHaveText(['首页', '用户管理']);

    // the user list keeps its search while another page shows
    await shownPage(page).getByLabel('用户名称').fill('ry');
    await shownPage(page)
      .getByRole('search')
      .getByRole('button', { name: /搜\s*索/ })
      .click();
    await expect(shownPage(page).locator('.ant-table-row')).toHaveCount(1);
    await openFromSidebar(page, /系统监控/, /在线用户/);
    await expect(page).toHaveURL(/\/monitor\/online$/);
    await openFromSidebar(page, /系统工具/, /系统接口/);
    await expect(page).toHaveURL(/\/tool\/swagger$/);
    await expect(tabTitles(page)).toHaveText(['首页', '用户管理', '在线用户', '系统接口']);
    await tab(page, '用户管理').click();
    await expect(shownPage(page).getByLabel('用户名称')).toHaveValue('ry');
    await expect(shownPage(page).locator('.ant-table-row')).toHaveCount(1);
    await snap(page, 'shell-tabs');

    // 刷新页面 mounts the page afresh
    await tab(page, '用户管理').click({ button: 'right' });
    await expect(page.getByRole('menu', { name: '页签操作' }).getByRole('menuitem')).toHaveText([
      '刷新页面',
      '关闭当前',
      '关闭其他',
      '关闭右侧',
      '全部关闭',
    ]);
    await snap(page, 'shell-tab-menu');
    await menuAction(page, '刷新页面').click();
    await expect(shownPage(page).getByLabel('用户名称')).toHaveValue('');
    // the whole list again, not only ry (other tests may add users meanwhile)
    await expect(shownPage(page).getByRole('cell', { name: 'admin', exact: true })).toBeVisible();

    // 关闭左侧 on the middle tab closes the shown 用户管理: the last remaining tab shows
    await tab(page, '在线用户').click({ button: 'right' });
    await menuAction(page, '关闭左侧').click();
    await expect(tabTitles(page)).toHaveText(['首页', '在线用户', '系统接口']);
    await expect(page).toHaveURL(/\/tool\/swagger$/);

    // 关闭左侧 is not offered on the first closable tab; 关闭右侧 closes the shown 系统接口
    await tab(page, '在线用户').click({ button: 'right' });
    await expect(menuAction(page, '关闭左侧')).toHaveCount(0);
    await menuAction(page, '关闭右侧').click();
    await expect(tabTitles(page)).toHaveText(['首页', '在线用户']);
    await expect(page).toHaveURL(/\/monitor\/online$/);

    // 关闭当前 on the shown tab goes to the last remaining tab
    await openFromSidebar(page, /系统管理/, /用户管理/);
    await expect(tabTitles(page)).toHaveText(['首页', '在线用户', '用户管理']);
    await tab(page, '用户管理').click({ button: 'right' });
    await expect(menuAction(page, '关闭右侧')).toHaveCount(0);
    await menuAction(page, '关闭当前').click();
    await expect(page).toHaveURL(/\/monitor\/online$/);
    await expect(tabTitles(page)).toHaveText(['首页', '在线用户']);

    // 关闭其他 from the home tab goes there; the affixed home cannot be closed
    await tab(page, '首页').click({ button: 'right' });
    await expect(menuAction(page, '关闭当前')).toHaveCount(0);
    await menuAction(page, '关闭其他').click();
    await expect(page).toHaveURL(/\/manage\/index$/);
    await expect(tabTitles(page)).toHaveText(['首页']);

    // a middle click and the × close a tab; 全部关闭 leaves the home only
    await openFromSidebar(page, /系统管理/, /用户管理/);
    await openFromSidebar(page, /系统监控/, /在线用户/);
    await tab(page, '用户管理').click({ button: 'middle' });
    await expect(tabTitles(page)).toHaveText(['首页', '在线用户']);
    await page.getByRole('button', { name: '关闭 在线用户' }).click();
    await expect(page).toHaveURL(/\/manage\/index$/);
    await openFromSidebar(page, /系统管理/, /用户管理/);
    await tab(page, '首页').click();
    await tab(page, '用户管理').click({ button: 'right' });
    await menuAction(page, '全部关闭').click();
    await expect(tabTitles(page)).toHaveText(['首页']);
    await expect(page).toHaveURL(/\/manage\/index$/);

    // the menu closes on a click elsewhere
    await tab(page, '首页').click({ button: 'right' });
    await expect(page.getByRole('menu', { name: '页签操作' })).toBeVisible();
    await page.mouse.click(700, 500);
    await expect(page.getByRole('menu', { name: '页签操作' })).toHaveCount(0);
  });

  test('open tabs survive a browser refresh', async ({ page, baseURL }) => {
    await openUserList(page, baseURL!, '/system/user?pageNum=1');
    await openFromSidebar(page, /系统监控/, /在线用户/);
    await expect(tabTitles(page)).toHaveText(['首页', '用户管理', '在线用户']);
    await page.reload();
    await expect(shownPage(page).getByRole('cell', { name: 'admin', exact: true }).first()).toBeVisible();
    await expect(tabTitles(page)).toHaveText(['首页', '用户管理', '在线用户']);
    await expect(tab(page, '在线用户')).toHaveAttribute('aria-current', 'page');
    await expect(tab(page, '用户管理')).toHaveAttribute('href', '/system/user?pageNum=1');
  });

  test('layout settings: the theme colour recolours the console, 保存配置 keeps it, 重置配置 forgets it', async ({
    page,
    baseURL,
  }) => {
    await openUserList(page, baseURL!);
    const activeTab = page.locator('.tags-view__tab--active');
    await expect(activeTab).toHaveCSS('background-color', 'rgb(64, 158, 255)');

    const drawer = await openLayoutSettings(page);
    await expect(drawer).toBeVisible();
    await drawer.getByRole('radio', { name: '主题颜色 #f5222d' }).click();
    // the shell's own styles (CSS variables) and antd (colorPrimary) follow
    await expect(activeTab).toHaveCSS('background-color', 'rgb(245, 34, 45)');
    await expect(
      shownPage(page)
        .getByRole('search')
        .getByRole('button', { name: /搜\s*索/ }),
    ).toHaveCSS('background-color', 'rgb(245, 34, 45)');
    await drawer.getByRole('switch', { name: '动态标题' }).click();
    await expect(page).toHaveTitle('用户管理 - DIS 数字免疫系统');
    await snap(page, 'shell-settings');

    await drawer.getByRole('button', { name: '保存配置' }).click();
    await expect(page.getByText('正在保存到本地，请稍候...')).toBeVisible();
    await expect(page.getByText('正在保存到本地，请稍候...')).toHaveCount(0, { timeout: 3000 });
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('layout-setting'))) ?? '{}'),
    ).toMatchObject({
      theme: '#f5222d',
      dynamicTitle: true,
    });

    // a saved colour applies at start
    await page.reload();
    await expect(page.locator('.tags-view__tab--active')).toHaveCSS('background-color', 'rgb(245, 34, 45)');
    await expect(page).toHaveTitle('用户管理 - DIS 数字免疫系统');

    await (await openLayoutSettings(page)).getByRole('button', { name: '重置配置' }).click();
    await expect(page.getByText('正在清除设置缓存并刷新，请稍候...')).toBeVisible();
    await page.waitForEvent('load');
    // the page reloaded itself: its first view is the server's drawn copy until the console takes over
    await consoleTakenOver(page);
    await expect(page.locator('.tags-view__tab--active')).toHaveCSS('background-color', 'rgb(64, 158, 255)');
    await expect(page).toHaveTitle('DIS 数字免疫系统');
    expect(await page.evaluate(() => localStorage.getItem('layout-setting'))).toBeNull();
  });

  test('混合菜单: sections on top, the chosen one in the sidebar', async ({ page, baseURL }) => {
    await openUserList(page, baseURL!);
    const drawer = await openLayoutSettings(page);
    await drawer.getByText('混合菜单', { exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    const top = page.getByRole('navigation', { name: '顶部菜单' });
    // 1366 px: a third holds 5 sections of 85 px, the sixth (销售管理) is under 更多菜单; at 1000 px
    // 3 fit, the rest are under it
    await expect(top.getByRole('menuitem')).toHaveText([
      '首页',
      '网站管理',
      '系统管理',
      '系统监控',
      '系统工具',
      '更多菜单',
    ]);
    await page.setViewportSize({ width: 1000, height: 768 });
    await expect(top.getByRole('menuitem')).toHaveText(['首页', '网站管理', '系统管理', '更多菜单']);
    await page.setViewportSize({ width: 1366, height: 768 });
    const sidebar = sidebarOf(page);
    await expect(sidebar.getByRole('menuitem', { name: /用户管理/ })).toBeVisible();
    await expect(sidebar.getByRole('menuitem', { name: /在线用户/ })).toHaveCount(0);

    await top.getByRole('menuitem', { name: /系统监控/ }).click();
    await expect(sidebar.getByRole('menuitem', { name: /在线用户/ })).toBeVisible();
    await expect(sidebar.getByRole('menuitem', { name: /用户管理/ })).toHaveCount(0);
    await snap(page, 'shell-top-nav');
    await sidebar.getByRole('menuitem', { name: /在线用户/ }).click();
    await expect(page).toHaveURL(/\/monitor\/online$/);

    // the home is a page of its own: it opens and the sidebar goes
    await top.getByRole('menuitem', { name: /首页/ }).click();
    await expect(page).toHaveURL(/\/manage\/index$/);
    await expect(sidebarOf(page)).toHaveCount(0);

    await openLayoutSettings(page);
    await drawer.getByText('左侧菜单', { exact: true }).click();
    await expect(page.getByRole('navigation', { name: '顶部菜单' })).toHaveCount(0);
    await expect(sidebarOf(page).getByRole('menuitem', { name: /系统监控/ })).toBeVisible();
    await expect(sidebarOf(page).getByRole('menuitem', { name: /系统管理/ })).toBeVisible();
  });

  test('顶部菜单: the whole menu in the header and no sidebar; the tab options and 底部版权', async ({
    page,
    baseURL,
  }) => {
    await openUserList(page, baseURL!);
    const drawer = await openLayoutSettings(page);
    await drawer.getByText('顶部菜单', { exact: true }).click();
    await drawer.getByRole('switch', { name: '显示页签图标' }).click();
    await drawer.getByText('谷歌', { exact: true }).click();
    await drawer.getByRole('switch', { name: '底部版权' }).click();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await expect(sidebarOf(page)).toHaveCount(0);
    const top = page.getByRole('navigation', { name: '顶部菜单' });
    await expect(page.locator('.console-header').getByRole('link', { name: 'DIS 控制台' })).toBeVisible();
    await top.getByRole('menuitem', { name: /系统监控/ }).hover();
    await page.getByRole('menuitem', { name: '在线用户' }).click();
    await expect(page).toHaveURL(/\/monitor\/online$/);
    // each tab carries its menu's icon, shaped as Chrome's
    await expect(tab(page, '在线用户').locator('.tags-view__icon svg')).toBeVisible();
    await expect(page.locator('.tags-view--chrome')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveText(
      `Copyright © ${new Date().getFullYear()} DIS 数字免疫系统. All Rights Reserved.`,
    );
    // 固定 Header (on by default): the navbar stays on screen while the page scrolls
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(page.locator('.console-header')).toBeInViewport();
    await snap(page, 'shell-top-menu');
  });

  test('tabs bar end: scroll arrows when the tabs overflow, 刷新 and the actions dropdown; 持久化标签页', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1000, height: 720 });
    await openUserList(page, baseURL!);
    const bar = tabsBar(page);
    await expect(bar.getByRole('button', { name: '向右滚动页签' })).toHaveCount(0);
    for (const item of [/角色管理/, /菜单管理/, /部门管理/, /岗位管理/, /字典管理/, /参数设置/, /通知公告/])
      await openFromSidebar(page, /系统管理/, item);
    for (const item of [/在线用户/, /定时任务/]) await openFromSidebar(page, /系统监控/, item);
    await expect(tab(page, '定时任务')).toHaveAttribute('aria-current', 'page');
    const left = bar.getByRole('button', { name: '向左滚动页签' });
    const right = bar.getByRole('button', { name: '向右滚动页签' });
    await expect(left).toBeEnabled();
    await expect(right).toBeDisabled();
    await snap(page, 'shell-tabs-overflow');
    await left.click();
    await expect(right).toBeEnabled();
    while (await left.isEnabled()) await left.click();
    await expect(tab(page, '首页')).toBeInViewport();

    // the dropdown holds the shown tab's menu
    await bar.getByRole('button', { name: '页签操作' }).click();
    await expect(menuAction(page, '关闭左侧')).toBeVisible();
    await expect(menuAction(page, '关闭右侧')).toHaveCount(0);
    await menuAction(page, '关闭其他').click();
    await expect(tabTitles(page)).toHaveText(['首页', '定时任务']);
    await expect(right).toHaveCount(0);

    // 刷新 reloads the shown page's list from the server
    const reloaded = page.waitForRequest((request) => request.url().includes('/monitor/job/list'));
    await bar.getByRole('button', { name: '刷新当前页面' }).click();
    await reloaded;

    // 持久化标签页: a new window of the same browser, signed in, opens with the kept tabs
    const drawer = await openLayoutSettings(page);
    await drawer.getByRole('switch', { name: '持久化标签页' }).click();
    await drawer.getByRole('button', { name: '保存配置' }).click();
    await expect(page.getByText('正在保存到本地，请稍候...')).toHaveCount(0, { timeout: 3000 });
    const second = await page.context().newPage();
    await second.goto('/manage/index');
    await expect(tabsBar(second).getByRole('link')).toHaveText(['首页', '定时任务']);
    await second.close();
  });

  test('header search: fuzzy results titled by their way there; choosing one goes there', async ({
    page,
    baseURL,
  }) => {
    await loginAs(page, baseURL!, 'admin');
    await page.goto('/manage/index');
    await page.getByRole('button', { name: '搜索菜单' }).click();
    const box = page.getByRole('combobox', { name: '搜索菜单' });
    await expect(box).toBeFocused();
    await box.fill('在线');
    const result = page.locator('.ant-select-item-option', { hasText: '系统监控 > 在线用户' });
    await expect(result).toBeVisible();
    // the list slides in: a click while it moves can miss the option on a loaded machine
    await opened(page.locator('.ant-select-dropdown').filter({ has: result }));
    await snap(page, 'shell-search');
    await result.click();
    await expect(page).toHaveURL(/\/monitor\/online$/);
    await expect(box).toHaveCount(0);

    // a typo still finds it; leaving the search closes and clears it
    await page.getByRole('button', { name: '搜索菜单' }).click();
    await page.getByRole('combobox', { name: '搜索菜单' }).fill('用护管理');
    await expect(page.locator('.ant-select-item-option', { hasText: '系统管理 > 用户管理' })).toBeVisible();
    await page.mouse.click(700, 600);
    await expect(page.getByRole('combobox', { name: '搜索菜单' })).toHaveCount(0);
    await page.getByRole('button', { name: '搜索菜单' }).click();
    await expect(page.getByRole('combobox', { name: '搜索菜单' })).toHaveValue('');
    await expect(page.locator('.ant-select-item-option')).toHaveCount(0);
  });

  test('the language switch re-titles the menu from the server and every console string', async ({
    page,
    baseURL,
  }) => {
    await openUserList(page, baseURL!);
    await page.getByRole('button', { name: 'Switch to English' }).click();
    await expect(page.getByRole('navigation', { name: 'Open pages' }).getByRole('link')).toHaveText([
      'Home',
      'Users',
    ]);
    await expect(page.getByRole('navigation', { name: 'You are here' })).toContainText('System');
    await expect(sidebarOf(page).getByRole('menuitem', { name: /Monitor/ })).toBeVisible();
    // the kit's pager, dictionary labels from the server, and antd's own words follow
    // (other browser tests may have added users: only the seeded two are counted on)
    await expect(shownPage(page).getByText(/^\d+ in total$/)).toBeVisible();
    await expect(shownPage(page).getByRole('switch', { name: /^Status: (admin|ry)$/ })).toHaveCount(2);
    await expect(shownPage(page).getByRole('switch', { name: 'Status: ry' })).toContainText('Normal');
    await expect(page.getByRole('button', { name: 'Layout size' })).toBeVisible();
    await snap(page, 'shell-english');
    await shownPage(page).getByLabel('User name').fill('nobody-at-all');
    await shownPage(page).getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(shownPage(page).locator('.ant-empty-description')).toHaveText('No data');
    await page.getByRole('button', { name: '切换到中文' }).click();
    await expect(page.getByRole('navigation', { name: '已打开的页面' }).getByRole('link')).toHaveText([
      '首页',
      '用户管理',
    ]);
  });

  test('size and full screen from the navbar', async ({ page, baseURL }) => {
    await openUserList(page, baseURL!);
    // the outside links of the settings (参数设置) are seeded blank: no link to RuoYi's project
    await expect(page.getByRole('button', { name: '布局大小' })).toBeVisible();
    await expect(page.getByRole('link', { name: '源码地址' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '文档地址' })).toHaveCount(0);
    await page.getByRole('button', { name: '布局大小' }).click();
    await page.getByRole('menuitem', { name: '小型' }).click();
    await expect(page.getByText('Switch Size Success')).toBeVisible();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'size')?.value).toBe('small');
    await expect(
      shownPage(page)
        .getByRole('search')
        .getByRole('button', { name: /搜\s*索/ }),
    ).toHaveClass(/ant-btn-sm/);

    await page.getByRole('button', { name: '全屏' }).click();
    await expect(page.getByRole('button', { name: '退出全屏' })).toBeVisible();
    await page.getByRole('button', { name: '退出全屏' }).click();
    await expect(page.getByRole('button', { name: '全屏' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the sidebar starts closed, overlays the page with a backdrop and closes on navigation', async ({
      page,
      baseURL,
    }) => {
      await openUserList(page, baseURL!);
      const sidebar = sidebarOf(page);
      await expect(sidebar).toHaveCSS('width', '0px');
      await expect(page.getByRole('button', { name: '全屏' })).toHaveCount(0);

      await page.getByRole('button', { name: '展开或收起侧边栏' }).click();
      await expect(sidebar).toHaveCSS('width', '200px');
      const backdrop = page.getByRole('button', { name: '关闭侧边栏' });
      await expect(backdrop).toBeVisible();
      await snap(page, 'shell-phone-sidebar');
      await backdrop.click({ position: { x: 350, y: 400 } });
      await expect(sidebar).toHaveCSS('width', '0px');

      await page.getByRole('button', { name: '展开或收起侧边栏' }).click();
      await sidebar.getByRole('menuitem', { name: /系统监控/ }).click();
      await sidebar.getByRole('menuitem', { name: /在线用户/ }).click();
      await expect(page).toHaveURL(/\/monitor\/online$/);
      await expect(sidebar).toHaveCSS('width', '0px');
      await expect(page.getByRole('button', { name: '关闭侧边栏' })).toHaveCount(0);
      await snap(page, 'shell-phone');
    });
  });

  test('the home dashboard counts a trial request sent from the public site', async ({
    page,
    baseURL,
    request,
  }) => {
    await loginAs(page, baseURL!, 'admin');
    await page.goto('/manage/index');
    const figure = (label: string) =>
      page.locator('.dashboard-figure', { has: page.getByText(label, { exact: true }) });
    const newLeads = figure('本周新增试用申请').locator('dd');
    await expect(newLeads).toHaveText(/^\d+$/);
    const before = Number(await newLeads.textContent());
    await expect(figure('在线用户').locator('dd')).toHaveText(/^[1-9]\d*$/);
    await expect(figure('已发布新闻')).toBeVisible();
    await expect(figure('招聘中职位')).toBeVisible();
    await expect(figure('今日登录失败')).toBeVisible();

    const name = `试用${Date.now() % 100000}`;
    const sent = await request.post(`${baseURL}${API}/portal/trial`, {
      data: { name, phone: '13912345678', company: '某证券公司', email: 'it@example.com' },
    });
    expect(await sent.json()).toEqual({ code: 200, msg: '获取成功' });

    await tab(page, '首页').click({ button: 'right' });
    await menuAction(page, '刷新页面').click();
    await expect
      .poll(async () => Number(await figure('本周新增试用申请').locator('dd').textContent()))
      .toBeGreaterThan(before);
    const latest = page.locator('.dashboard-card', { hasText: '最新试用申请' });
    const row = latest.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('某证券公司');
    await expect(row).toContainText('新申请');
    await expect(page.getByRole('img', { name: /近 30 天共 [1-9]\d* 条试用申请/ })).toBeVisible();
    await snap(page, 'shell-dashboard');

    // the request's name opens its own follow-up on the trial-request desk
    await row.getByRole('link', { name }).click();
    const followUp = page.getByRole('dialog', { name: '跟进试用申请' });
    await expect(followUp).toBeVisible();
    await expect(followUp).toContainText(name);
    await expect(followUp).toContainText('某证券公司');
    await expect(page).toHaveURL(/\/marketing\/lead$/);
    await followUp.getByRole('button', { name: /取\s*消/ }).click();
    await expect(followUp).toHaveCount(0);

    await tab(page, '首页').click();
    await latest.getByRole('link', { name: '去跟进' }).click();
    await expect(page).toHaveURL(/\/marketing\/lead$/);
  });
});
