import { LAYOUT_SETTING_KEY } from '@dis/shared';
import { DEFAULT_SETTINGS, mirrorSavedSettings, readSavedSettings } from '@dis/shared/store';
import { clearLayoutSettings, saveLayoutSettings } from './layoutSettingsStorage';
import { memoryStorage } from '../../../testing/memoryStorage';

describe('layout settings in the local cache', () => {
  it("saves RuoYi 3.9.2's eleven values and 主题模式, read back at the next start", () => {
    const storage = memoryStorage();
    const changed = {
      ...DEFAULT_SETTINGS,
      theme: '#13c2c2',
      navType: 3 as const,
      tagsViewStyle: 'chrome' as const,
      tagsIcon: true,
      sideTheme: 'theme-light' as const,
      themeMode: 'system' as const,
      shortcuts: false,
      showSettings: true,
    };
    saveLayoutSettings(storage, changed);
    expect(Object.keys(JSON.parse(storage.items.get(LAYOUT_SETTING_KEY)!)).sort()).toEqual([
      'dynamicTitle',
      'fixedHeader',
      'footerVisible',
      'navType',
      'shortcuts',
      'sideTheme',
      'sidebarLogo',
      'tagsIcon',
      'tagsView',
      'tagsViewPersist',
      'tagsViewStyle',
      'theme',
      'themeMode',
    ]);
    expect(readSavedSettings(storage)).toEqual({
      navType: 3,
      tagsView: true,
      tagsViewPersist: false,
      tagsIcon: true,
      tagsViewStyle: 'chrome',
      fixedHeader: true,
      sidebarLogo: true,
      dynamicTitle: false,
      footerVisible: false,
      shortcuts: false,
      sideTheme: 'theme-light',
      theme: '#13c2c2',
      themeMode: 'system',
    });
  });

  it('forgets them on reset', () => {
    const storage = memoryStorage();
    saveLayoutSettings(storage, DEFAULT_SETTINGS);
    clearLayoutSettings(storage);
    expect(storage.items.has(LAYOUT_SETTING_KEY)).toBe(false);
    expect(readSavedSettings(storage)).toEqual({});
  });

  it('keeps them in cookie `layout-setting` too, which the server draws the first view with', () => {
    const storage = memoryStorage();
    const cookie = () => /(?:^|; )layout-setting=([^;]*)/.exec(document.cookie)?.[1] as string | undefined;
    saveLayoutSettings(storage, { ...DEFAULT_SETTINGS, navType: 3, themeMode: 'dark' });
    expect(decodeURIComponent(cookie()!)).toBe(storage.items.get(LAYOUT_SETTING_KEY));
    expect(readSavedSettings({ getItem: () => decodeURIComponent(cookie()!) })).toMatchObject({
      navType: 3,
      themeMode: 'dark',
    });
    clearLayoutSettings(storage);
    expect(cookie()).toBeUndefined();
    // saved before the cookie existed: the console's start writes it
    storage.setItem(LAYOUT_SETTING_KEY, '{"navType":2}');
    mirrorSavedSettings(storage);
    expect(decodeURIComponent(cookie()!)).toBe('{"navType":2}');
    storage.removeItem(LAYOUT_SETTING_KEY);
    mirrorSavedSettings(storage);
    expect(cookie()).toBeUndefined();
  });
});
