import { fireEvent, screen, within } from '@testing-library/react';
import { changeLanguage } from '@dis/shared';
import { renderWithUi } from '@dis/ui/testing';
import { initTestI18n } from '../../../testing/i18n';
import ShortcutsHelp from './ShortcutsHelp';

beforeAll(() => initTestI18n());
afterEach(() => changeLanguage('zh-cn'));

const rows = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('快捷键 / Keyboard shortcuts', () => {
  it('lists every shortcut with macOS’s key names on a Mac', async () => {
    const onClose = jest.fn();
    renderWithUi(<ShortcutsHelp onClose={onClose} mac />);
    const dialog = await screen.findByRole('dialog', { name: '快捷键' });
    expect(rows(dialog)).toEqual([
      ['功能', '按键'],
      ['搜索菜单', '⌘K'],
      ['锁定屏幕', '⌥L'],
      ['退出登录', '⌥Q'],
      ['布局设置', '⌥,'],
      ['显示快捷键', '?'],
    ]);
    expect(within(dialog).getByText('可在布局设置中关闭键盘快捷键。')).toBeTruthy();
    fireEvent.click(
      within(dialog)
        .getAllByRole('button', { name: /关\s*闭/ })
        .at(-1)!,
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('names Ctrl and Alt elsewhere, in English too', async () => {
    await changeLanguage('en');
    renderWithUi(<ShortcutsHelp onClose={() => undefined} mac={false} />);
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(rows(dialog)).toEqual([
      ['Action', 'Keys'],
      ['Search the menu', 'Ctrl+K'],
      ['Lock screen', 'Alt+L'],
      ['Log out', 'Alt+Q'],
      ['Layout settings', 'Alt+,'],
      ['Show keyboard shortcuts', '?'],
    ]);
  });
});
