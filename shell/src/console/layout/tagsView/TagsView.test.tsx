import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initTestI18n } from '../../../testing/i18n';
import { answerAsAdmin, renderConsole, resetConsole, shownLocation } from '../../../testing/console';
import { SERVER_ROUTES } from '../../routing/routeTree.fixture';

jest.mock('../../../auth/api', () => ({
  fetchUserInfo: jest.fn(),
  fetchRoutes: jest.fn(),
  logout: jest.fn(),
}));
jest.mock('../../home/dashboard/api', () => ({ fetchDashboardSummary: jest.fn().mockResolvedValue({}) }));
// a page with a field of its own, to see whether it stays mounted
jest.mock('../../../federation/RemotePage', () => jest.requireActual('../../../testing/fakeRemotePage'));

/** 字典管理 is not kept alive in these routes (meta.noCache). */
const ROUTES = SERVER_ROUTES.map((route) =>
  route.name === 'System'
    ? {
        ...route,
        children: route.children?.map((child) =>
          child.name === 'Dict' ? { ...child, meta: { ...child.meta!, noCache: true } } : child,
        ),
      }
    : route,
);

beforeAll(() => initTestI18n());
beforeEach(() => {
  resetConsole();
  answerAsAdmin(ROUTES);
});

const tabsBar = () => screen.getByRole('navigation', { name: '已打开的页面' });
const tabTitles = () =>
  within(tabsBar())
    .getAllByRole('link')
    .map((link) => link.textContent);
const tab = (title: string) => within(tabsBar()).getByRole('link', { name: title });
const openInSidebar = async (title: string) => {
  // the sidebar's group (the home page's quick links may carry the same title)
  if (!screen.queryByRole('link', { name: title }))
    fireEvent.click(screen.getByRole('menuitem', { name: /系统管理/ }));
  fireEvent.click(await screen.findByRole('link', { name: title }));
  await screen.findByText(
    `remote:${title === '用户管理' ? 'system/user/index' : title === '角色管理' ? 'system/role/index' : 'system/dict/index'}`,
  );
};
const openMenuOf = (title: string) => {
  fireEvent.contextMenu(tab(title), { clientX: 300, clientY: 80 });
  // the menu's code loads on the first right click
  return screen.findByRole('menu', { name: '页签操作' });
};
const menuItems = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('the tabs bar', () => {
  it('shows the affixed home first, without a close button, and a tab per page visited', async () => {
    renderConsole('/system/user');
    await screen.findByText('remote:system/user/index');
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '用户管理']));
    expect(tab('用户管理').getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('button', { name: '关闭 首页' })).toBeNull();
    expect(screen.getByRole('button', { name: '关闭 用户管理' })).toBeTruthy();
    fireEvent.click(tab('首页'));
    await waitFor(() => expect(shownLocation()).toBe('/manage/index'));
  });

  it('keeps a page alive while another shows, unless its route says noCache; 刷新页面 mounts it afresh', async () => {
    renderConsole('/system/user');
    await screen.findByText('remote:system/user/index');
    fireEvent.change(screen.getByRole('textbox', { name: 'field of system/user/index' }), {
      target: { value: 'ry' },
    });
    await openInSidebar('字典管理');
    fireEvent.change(screen.getByRole('textbox', { name: 'field of system/dict/index' }), {
      target: { value: 'sys' },
    });
    await openInSidebar('角色管理');
    // the hidden pages are out of the accessibility tree
    expect(screen.queryByRole('textbox', { name: 'field of system/user/index' })).toBeNull();

    fireEvent.click(tab('用户管理'));
    expect(
      ((await screen.findByRole('textbox', { name: 'field of system/user/index' })) as HTMLInputElement)
        .value,
    ).toBe('ry');
    fireEvent.click(tab('字典管理'));
    expect(
      ((await screen.findByRole('textbox', { name: 'field of system/dict/index' })) as HTMLInputElement)
        .value,
    ).toBe('');

    fireEvent.click(tab('用户管理'));
    const menu = await openMenuOf('用户管理');
    fireEvent.click(within(menu).getByRole('menuitem', { name: '刷新页面' }));
    expect(
      ((await screen.findByRole('textbox', { name: 'field of system/user/index' })) as HTMLInputElement)
        .value,
    ).toBe('');
    expect(screen.queryByRole('menu', { name: '页签操作' })).toBeNull();
  });

  it('offers 关闭左侧 and 关闭右侧 only where there is something to close, and closes as asked', async () => {
    renderConsole('/system/user');
    await screen.findByText('remote:system/user/index');
    await openInSidebar('角色管理');
    await openInSidebar('字典管理');
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '用户管理', '角色管理', '字典管理']));

    expect(menuItems(await openMenuOf('首页'))).toEqual(['刷新页面', '关闭其他', '关闭右侧', '全部关闭']);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menuItems(await openMenuOf('用户管理'))).toEqual([
      '刷新页面',
      '关闭当前',
      '关闭其他',
      '关闭右侧',
      '全部关闭',
    ]);
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('menu', { name: '页签操作' })).toBeNull();
    expect(menuItems(await openMenuOf('字典管理'))).toEqual([
      '刷新页面',
      '关闭当前',
      '关闭其他',
      '关闭左侧',
      '全部关闭',
    ]);
    fireEvent.scroll(tabsBar().querySelector('.tags-view__bar')!);
    expect(screen.queryByRole('menu', { name: '页签操作' })).toBeNull();

    const middle = await openMenuOf('角色管理');
    expect(menuItems(middle)).toEqual([
      '刷新页面',
      '关闭当前',
      '关闭其他',
      '关闭左侧',
      '关闭右侧',
      '全部关闭',
    ]);
    fireEvent.click(within(middle).getByRole('menuitem', { name: '关闭左侧' }));
    expect(tabTitles()).toEqual(['首页', '角色管理', '字典管理']);
    expect(shownLocation()).toBe('/system/dict');

    fireEvent.click(within(await openMenuOf('角色管理')).getByRole('menuitem', { name: '关闭右侧' }));
    expect(tabTitles()).toEqual(['首页', '角色管理']);
    // the shown page's tab went: the last remaining tab shows
    await waitFor(() => expect(shownLocation()).toBe('/system/role'));

    await openInSidebar('用户管理');
    fireEvent.click(within(await openMenuOf('首页')).getByRole('menuitem', { name: '关闭其他' }));
    expect(tabTitles()).toEqual(['首页']);
    await waitFor(() => expect(shownLocation()).toBe('/manage/index'));

    await openInSidebar('用户管理');
    await openInSidebar('角色管理');
    fireEvent.click(within(await openMenuOf('用户管理')).getByRole('menuitem', { name: '全部关闭' }));
    expect(tabTitles()).toEqual(['首页']);
    await waitFor(() => expect(shownLocation()).toBe('/manage/index'));
  });

  it('closes a tab with its × or a middle click; the shown one gives way to the last tab, then home', async () => {
    renderConsole('/system/user');
    await screen.findByText('remote:system/user/index');
    await openInSidebar('角色管理');
    fireEvent.click(screen.getByRole('button', { name: '关闭 角色管理' }));
    await waitFor(() => expect(shownLocation()).toBe('/system/user'));
    expect(tabTitles()).toEqual(['首页', '用户管理']);

    const auxClick = new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 });
    act(() => {
      tab('用户管理').dispatchEvent(auxClick);
    });
    expect(auxClick.defaultPrevented).toBe(true);
    await waitFor(() => expect(shownLocation()).toBe('/manage/index'));
    expect(tabTitles()).toEqual(['首页']);
    // the affixed home does not close
    act(() => {
      tab('首页').dispatchEvent(new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }));
    });
    expect(tabTitles()).toEqual(['首页']);
  });

  it('opens the context menu at the pointer, clamped inside the bar', async () => {
    renderConsole('/system/user');
    await screen.findByText('remote:system/user/index');
    jest
      .spyOn(tabsBar().querySelector('.tags-view__bar')!, 'getBoundingClientRect')
      .mockReturnValue({ left: 200, width: 600 } as DOMRect);
    fireEvent.contextMenu(tab('用户管理'), { clientX: 790, clientY: 92 });
    const menu = await screen.findByRole('menu', { name: '页签操作' });
    expect(menu.style.left).toBe('695px');
    expect(menu.style.top).toBe('92px');
    expect(within(menu).getAllByRole('menuitem')[0]).toBe(document.activeElement);
  });

  it("has 刷新 and a dropdown of the shown tab's actions at its end", async () => {
    renderConsole('/system/user');
    await screen.findByText('remote:system/user/index');
    await openInSidebar('角色管理');
    fireEvent.click(tab('用户管理'));
    await screen.findByRole('textbox', { name: 'field of system/user/index' });
    fireEvent.change(screen.getByRole('textbox', { name: 'field of system/user/index' }), {
      target: { value: 'ry' },
    });
    const dropdown = within(tabsBar()).getByRole('button', { name: '页签操作' });
    fireEvent.click(dropdown);
    const menu = await screen.findByRole('menu', { name: '页签操作' });
    expect(menuItems(menu)).toEqual(['刷新页面', '关闭当前', '关闭其他', '关闭右侧', '全部关闭']);
    expect(dropdown.getAttribute('aria-expanded')).toBe('true');
    // the button closes what it opened
    fireEvent.mouseDown(dropdown);
    fireEvent.click(dropdown);
    expect(screen.queryByRole('menu', { name: '页签操作' })).toBeNull();

    fireEvent.click(within(tabsBar()).getByRole('button', { name: '刷新当前页面' }));
    expect(
      ((await screen.findByRole('textbox', { name: 'field of system/user/index' })) as HTMLInputElement)
        .value,
    ).toBe('');

    fireEvent.click(dropdown);
    fireEvent.click(
      within(await screen.findByRole('menu', { name: '页签操作' })).getByRole('menuitem', {
        name: '关闭其他',
      }),
    );
    expect(tabTitles()).toEqual(['首页', '用户管理']);
  });

  it('keeps the shown tab in view when the bar narrows or a tab widens (the scroll arrows appearing)', async () => {
    const resized: Array<() => void> = [];
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(callback: () => void) {
        resized.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    try {
      renderConsole('/system/user');
      await screen.findByText('remote:system/user/index');
      const bar = tabsBar().querySelector<HTMLElement>('.tags-view__bar')!;
      const shown = bar.querySelector<HTMLElement>('.tags-view__tab--active')!;
      expect(shown.textContent).toContain('用户管理');
      // the tab was in view; then the arrows take 60 px of the bar and its tab ends beyond it
      Object.defineProperty(bar, 'clientWidth', { configurable: true, value: 300 });
      Object.defineProperty(bar, 'scrollWidth', { configurable: true, value: 604 });
      Object.defineProperty(shown, 'offsetLeft', { configurable: true, value: 500 });
      Object.defineProperty(shown, 'offsetWidth', { configurable: true, value: 100 });
      expect(resized.length).toBeGreaterThan(0);
      act(() => resized.forEach((callback) => callback()));
      // its right edge and 4 px of room at the bar's right edge
      expect(bar.scrollLeft).toBe(304);
      await waitFor(() =>
        expect(
          (within(tabsBar()).getByRole('button', { name: '向右滚动页签' }) as HTMLButtonElement).disabled,
        ).toBe(true),
      );
    } finally {
      globalThis.ResizeObserver = original;
    }
  });

  it('shows scroll arrows only while the tabs overflow, each disabled at its end', async () => {
    renderConsole('/system/user');
    await screen.findByText('remote:system/user/index');
    expect(within(tabsBar()).queryByRole('button', { name: '向左滚动页签' })).toBeNull();
    const bar = tabsBar().querySelector<HTMLElement>('.tags-view__bar')!;
    Object.defineProperty(bar, 'clientWidth', { configurable: true, value: 300 });
    Object.defineProperty(bar, 'scrollWidth', { configurable: true, value: 900 });
    fireEvent.scroll(bar);
    const left = await within(tabsBar()).findByRole('button', { name: '向左滚动页签' });
    const right = within(tabsBar()).getByRole('button', { name: '向右滚动页签' });
    expect((left as HTMLButtonElement).disabled).toBe(true);
    expect((right as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(right);
    expect(bar.scrollLeft).toBe(240);
    await waitFor(() => expect((left as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(right);
    fireEvent.click(right);
    expect(bar.scrollLeft).toBe(600);
    await waitFor(() => expect((right as HTMLButtonElement).disabled).toBe(true));
    Object.defineProperty(bar, 'scrollWidth', { configurable: true, value: 300 });
    fireEvent.scroll(bar);
    await waitFor(() => expect(within(tabsBar()).queryByRole('button', { name: '向左滚动页签' })).toBeNull());
  });
});
