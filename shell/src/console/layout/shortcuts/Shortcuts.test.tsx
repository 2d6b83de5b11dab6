import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getStore, settingChanged } from '@dis/shared/store';
import { answerAsAdmin, renderConsole, resetConsole, shownLocation } from '../../../testing/console';
import { initTestI18n } from '../../../testing/i18n';

// the idle lock reads its setting from the server; its own tests cover it
jest.mock('../../lock/useScreenLock', () => ({
  ...jest.requireActual('../../lock/useScreenLock'),
  useIdleLock: () => undefined,
}));
jest.mock('../navbar/notice/HeaderNotice', () => ({ HeaderNotice: () => null }));
jest.mock('../../../auth/api', () => ({
  fetchUserInfo: jest.fn(),
  fetchRoutes: jest.fn(),
  logout: jest.fn(),
}));
jest.mock('../../home/dashboard/api', () => ({ fetchDashboardSummary: jest.fn().mockResolvedValue({}) }));
jest.mock('../../../federation/RemotePage', () => jest.requireActual('../../../testing/fakeRemotePage'));

beforeAll(() => initTestI18n());
beforeEach(() => {
  resetConsole();
  answerAsAdmin();
});

/** A key pressed on whatever has the focus (the page when nothing has). */
const press = (init: KeyboardEventInit, on: Element = document.activeElement ?? document.body) =>
  fireEvent.keyDown(on, { bubbles: true, cancelable: true, ...init });
const ctrlK = (on?: Element) => press({ code: 'KeyK', key: 'k', ctrlKey: true }, on);
const searchBox = () => screen.queryByRole('combobox', { name: '搜索菜单' });

async function openConsole() {
  renderConsole('/manage/index');
  await screen.findByRole('heading', { name: '快捷入口' });
}

describe('the console’s keyboard (docs/product.md §2 "Keyboard")', () => {
  it('Ctrl+K opens the menu search from anywhere, typing included; Esc closes it and gives the focus back', async () => {
    await openConsole();
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    expect(ctrlK(field)).toBe(false); // the browser's own Ctrl+K is prevented
    const box = await screen.findByRole('combobox', { name: '搜索菜单' });
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(box.closest('.ant-select')?.textContent).toContain('Ctrl+K');
    fireEvent.keyDown(box, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(searchBox()).toBeNull());
    expect(document.activeElement).toBe(field);
    field.remove();

    // pressed again while open: it stays open (arrows and Enter are the select's own: e2e/keyboard-devices.spec.ts)
    ctrlK();
    ctrlK();
    expect(await screen.findByRole('combobox', { name: '搜索菜单' })).toBeTruthy();
  });

  it('? shows every shortcut with this platform’s key names; not while typing', async () => {
    await openConsole();
    const field = document.createElement('textarea');
    document.body.append(field);
    press({ code: 'Slash', key: '?', shiftKey: true }, field);
    field.remove();
    expect(screen.queryByRole('dialog', { name: '快捷键' })).toBeNull();

    press({ code: 'Slash', key: '?', shiftKey: true }, document.body);
    const help = await screen.findByRole('dialog', { name: '快捷键' });
    const rows = within(help)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '搜索菜单Ctrl+K',
      '锁定屏幕Alt+L',
      '退出登录Alt+Q',
      '布局设置Alt+,',
      '显示快捷键?',
    ]);
    // nothing else fires while it is open
    press({ code: 'KeyL', key: 'l', altKey: true }, document.body);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('屏幕已锁定')).toBeNull();
    // the footer's 关闭 (the × is named 关闭 too)
    fireEvent.click(
      within(help)
        .getAllByRole('button', { name: /关\s*闭/ })
        .at(-1)!,
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '快捷键' })).toBeNull());
  });

  it('Alt+Q asks before logging out, as the user menu does; Alt+, opens 布局设置', async () => {
    await openConsole();
    press({ code: 'KeyQ', key: 'q', altKey: true }, document.body);
    expect(await screen.findByText('确定注销并退出系统吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByText('确定注销并退出系统吗？')).toBeNull());
    expect(shownLocation()).toBe('/manage/index');

    press({ code: 'Comma', key: ',', altKey: true }, document.body);
    const drawer = await screen.findByRole('dialog', { name: '布局设置' });
    expect(await within(drawer).findByRole('switch', { name: '键盘快捷键' })).toBeTruthy();
  });

  it('shows the keys in the user menu', async () => {
    await openConsole();
    fireEvent.click(screen.getByRole('button', { name: '用户菜单: 若依' }));
    const lock = (await screen.findByText('锁定屏幕')).closest('li')!;
    expect(lock.textContent).toContain('Alt+L');
    expect(screen.getByText('退出登录').closest('li')!.textContent).toContain('Alt+Q');
  });

  it('Alt+L locks the screen', async () => {
    await openConsole();
    press({ code: 'KeyL', key: 'l', altKey: true }, document.body);
    expect((await screen.findAllByText('屏幕已锁定')).length).toBeGreaterThan(0);
  });

  it('the switch 键盘快捷键 off: no shortcut at all, Ctrl+K and ? included, and no keys shown', async () => {
    await openConsole();
    press({ code: 'Comma', key: ',', altKey: true }, document.body);
    const drawer = await screen.findByRole('dialog', { name: '布局设置' });
    fireEvent.click(await within(drawer).findByRole('switch', { name: '键盘快捷键' }));
    expect(getStore().getState().settings.shortcuts).toBe(false);
    fireEvent.click(within(drawer).getByRole('button', { name: /close|关闭/i }));
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());

    expect(ctrlK(document.body)).toBe(true); // not prevented: the browser's own
    press({ code: 'Slash', key: '?', shiftKey: true }, document.body);
    press({ code: 'KeyL', key: 'l', altKey: true }, document.body);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(searchBox()).toBeNull();
    expect(screen.queryByRole('dialog', { name: '快捷键' })).toBeNull();
    expect(screen.queryByText('屏幕已锁定')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '用户菜单: 若依' }));
    expect((await screen.findByText('锁定屏幕')).closest('li')!.textContent).not.toContain('Alt+L');

    act(() => {
      getStore().dispatch(settingChanged({ key: 'shortcuts', value: true }));
    });
    ctrlK(document.body);
    expect(await screen.findByRole('combobox', { name: '搜索菜单' })).toBeTruthy();
  });
});
