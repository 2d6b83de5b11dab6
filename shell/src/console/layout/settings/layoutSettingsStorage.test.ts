import { LAYOUT_SETTING_KEY } from '@dis/shared';
import { DEFAULT_SETTINGS, readSavedSettings } from '@dis/shared/store';
import { clearLayoutSettings, saveLayoutSettings } from './layoutSettingsStorage';
import { memoryStorage } from '../../../testing/memoryStorage';

describe('layout settings in the local cache', () => {
  it('saves the seven values, read back at the next start', () => {
    const storage = memoryStorage();
    const changed = {
      ...DEFAULT_SETTINGS,
      theme: '#13c2c2',
      topNav: true,
      sideTheme: 'theme-light' as const,
      showSettings: true,
    };
    saveLayoutSettings(storage, changed);
    expect(Object.keys(JSON.parse(storage.items.get(LAYOUT_SETTING_KEY)!)).sort()).toEqual([
      'dynamicTitle',
      'fixedHeader',
      'sideTheme',
      'sidebarLogo',
      'tagsView',
      'theme',
      'topNav',
    ]);
    expect(readSavedSettings(storage)).toEqual({
      topNav: true,
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
      dynamicTitle: false,
      sideTheme: 'theme-light',
      theme: '#13c2c2',
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
