import { LAYOUT_SETTING_KEY } from '@dis/shared';
import { DEFAULT_SETTINGS, readSavedSettings } from '@dis/shared/store';
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
});
