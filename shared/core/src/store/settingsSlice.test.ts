import { DEFAULT_SETTINGS, readSavedSettings } from './settingsSlice';

const storage = (value: string | null) => ({ getItem: () => value });

describe('layout settings', () => {
  it('defaults follow docs/product.md §3', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      sideTheme: 'theme-dark',
      theme: '#409EFF',
      topNav: false,
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
      dynamicTitle: false,
      showSettings: false,
    });
  });

  it('reads the saved values and ignores malformed ones', () => {
    expect(
      readSavedSettings(
        storage(JSON.stringify({ topNav: true, theme: '#11a983', sideTheme: 'theme-light' })),
      ),
    ).toEqual({
      topNav: true,
      theme: '#11a983',
      sideTheme: 'theme-light',
    });
    expect(
      readSavedSettings(storage(JSON.stringify({ topNav: 'yes', theme: 'red; x', sideTheme: 'pink' }))),
    ).toEqual({});
    expect(readSavedSettings(storage('{not json'))).toEqual({});
    expect(readSavedSettings(storage(null))).toEqual({});
  });
});
