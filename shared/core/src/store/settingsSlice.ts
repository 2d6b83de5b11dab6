import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { getCookie, LAYOUT_SETTING_KEY, removeCookie, setCookie } from '@dis/shared';

export type SideTheme = 'theme-dark' | 'theme-light';
/** 菜单导航设置: 1 左侧菜单, 2 混合菜单 (sections on top, their pages at the side), 3 顶部菜单. */
export type NavType = 1 | 2 | 3;
/** 标签页样式: 卡片 or 谷歌 (tabs shaped as Chrome's). */
export type TagsViewStyle = 'card' | 'chrome';
/** 主题模式: 浅色, 深色 or 跟随系统 (the browser's `prefers-color-scheme`); docs/product.md §3. */
export type ThemeMode = 'light' | 'dark' | 'system';

/** Layout settings (docs/product.md §3); the saved values plus `showSettings`. */
export interface SettingsState {
  sideTheme: SideTheme;
  theme: string;
  navType: NavType;
  tagsView: boolean;
  tagsViewPersist: boolean;
  tagsIcon: boolean;
  tagsViewStyle: TagsViewStyle;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  dynamicTitle: boolean;
  footerVisible: boolean;
  /** 键盘快捷键: the console's keyboard shortcuts, ⌘K and `?` included (docs/product.md §2 "Keyboard") */
  shortcuts: boolean;
  themeMode: ThemeMode;
  showSettings: boolean;
}

export const DEFAULT_SETTINGS: SettingsState = {
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
};

export const SAVED_SETTING_KEYS = [
  'navType',
  'tagsView',
  'tagsViewPersist',
  'tagsIcon',
  'tagsViewStyle',
  'fixedHeader',
  'sidebarLogo',
  'dynamicTitle',
  'footerVisible',
  'shortcuts',
  'sideTheme',
  'theme',
  'themeMode',
] as const satisfies ReadonlyArray<keyof SettingsState>;

type SavedKey = (typeof SAVED_SETTING_KEYS)[number];
type BooleanKey = { [K in SavedKey]: SettingsState[K] extends boolean ? K : never }[SavedKey];
const BOOLEAN_KEYS: readonly BooleanKey[] = [
  'tagsView',
  'tagsViewPersist',
  'tagsIcon',
  'fixedHeader',
  'sidebarLogo',
  'dynamicTitle',
  'footerVisible',
  'shortcuts',
];

/** Saved settings from local cache `layout-setting`; unknown or malformed values are ignored. */
export function readSavedSettings(storage: Pick<Storage, 'getItem'> | undefined): Partial<SettingsState> {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(LAYOUT_SETTING_KEY) ?? null;
  } catch {
    return {};
  }
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object') return {};
  const saved = parsed as Record<string, unknown>;
  const out: Partial<SettingsState> = {};
  for (const key of BOOLEAN_KEYS) {
    if (typeof saved[key] === 'boolean') out[key] = saved[key];
  }
  if (saved.sideTheme === 'theme-dark' || saved.sideTheme === 'theme-light') out.sideTheme = saved.sideTheme;
  if (typeof saved.theme === 'string' && /^#[0-9a-fA-F]{6}$/.test(saved.theme)) out.theme = saved.theme;
  if (saved.themeMode === 'light' || saved.themeMode === 'dark' || saved.themeMode === 'system')
    out.themeMode = saved.themeMode;
  if (saved.tagsViewStyle === 'card' || saved.tagsViewStyle === 'chrome')
    out.tagsViewStyle = saved.tagsViewStyle;
  // RuoYi saves the mode as a number; before 3.9 (and in our earlier releases) a switch `topNav`
  const navType = Number(saved.navType);
  if (navType === 1 || navType === 2 || navType === 3) out.navType = navType;
  else if (saved.topNav === true) out.navType = 2;
  return out;
}

/**
 * The saved layout settings mirrored in cookie `layout-setting` (a year), the same text as local
 * storage: the document of a console address reads it, so the server draws the first view as the
 * staff member sees it — 深色, 顶部菜单 and the rest (docs/site/rendering.md "The console's first
 * view"). Called after every save and 重置配置, and as the console starts, for settings saved before
 * the cookie existed.
 */
export function mirrorSavedSettings(storage: Pick<Storage, 'getItem'> | undefined): void {
  let saved: string | null = null;
  try {
    saved = storage?.getItem(LAYOUT_SETTING_KEY) ?? null;
  } catch {
    return;
  }
  if ((getCookie(LAYOUT_SETTING_KEY) ?? null) === saved) return;
  if (saved === null) removeCookie(LAYOUT_SETTING_KEY);
  else setCookie(LAYOUT_SETTING_KEY, saved, { days: 365 });
}

const initialState = (): SettingsState => ({
  ...DEFAULT_SETTINGS,
  ...readSavedSettings(typeof localStorage !== 'undefined' ? localStorage : undefined),
});

export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    settingChanged<K extends keyof SettingsState>(
      state: SettingsState,
      action: PayloadAction<{ key: K; value: SettingsState[K] }>,
    ) {
      state[action.payload.key] = action.payload.value;
    },
  },
});

export const { settingChanged } = settingsSlice.actions;
