import { DEFAULT_SETTINGS, readSavedSettings } from './settingsSlice';

const storage = (value: string | null) => ({ getItem: () => value });

describe('layout settings', () => {
  it('defaults follow docs/product.md §3', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      sideTheme: 'theme-dark',
      theme: '#409EFF',
      navType: 1,
      tagsView: true,
      tagsViewPersist: false,
      tagsIcon: false,
      tagsViewStyle: 'card',
      fixedHeader: true,
      sidebarLogo: true,
      dynamicTitle: false,
      footerVisible: false,
      shortcuts: true,
      themeMode: 'light',
      showSettings: false,
    });
  });

  it('reads the saved values and ignores malformed ones', () => {
    expect(
      readSavedSettings(
        storage(
          JSON.stringify({
            navType: 3,
            theme: '#11a983',
            sideTheme: 'theme-light',
            tagsViewPersist: true,
            tagsIcon: true,
            tagsViewStyle: 'chrome',
            footerVisible: true,
            fixedHeader: false,
          }),
        ),
      ),
    ).toEqual({
      navType: 3,
      theme: '#11a983',
      sideTheme: 'theme-light',
      tagsViewPersist: true,
      tagsIcon: true,
      tagsViewStyle: 'chrome',
      footerVisible: true,
      fixedHeader: false,
    });
    expect(
      readSavedSettings(
        storage(
          JSON.stringify({
            navType: 4,
            topNav: 'yes',
            theme: 'red; x',
            sideTheme: 'pink',
            tagsViewStyle: 'round',
            footerVisible: 'on',
          }),
        ),
      ),
    ).toEqual({});
    expect(readSavedSettings(storage('{not json'))).toEqual({});
    // RuoYi saves the mode as a string sometimes ("2"); our earlier releases saved a switch
    expect(readSavedSettings(storage(JSON.stringify({ navType: '2' })))).toEqual({ navType: 2 });
    expect(readSavedSettings(storage(JSON.stringify({ topNav: true })))).toEqual({ navType: 2 });
    expect(readSavedSettings(storage(null))).toEqual({});
  });

  it('reads 主题模式 (light, dark, system) and nothing else', () => {
    for (const themeMode of ['light', 'dark', 'system'] as const)
      expect(readSavedSettings(storage(JSON.stringify({ themeMode })))).toEqual({ themeMode });
    expect(readSavedSettings(storage(JSON.stringify({ themeMode: 'auto' })))).toEqual({});
    expect(readSavedSettings(storage(JSON.stringify({ themeMode: true })))).toEqual({});
  });
});
