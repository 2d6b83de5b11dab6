import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { LAYOUT_SETTING_KEY } from '@dis/shared';

export type SideTheme = 'theme-dark' | 'theme-light';

/** Layout settings (docs/product.md §3); the seven saved values plus `showSettings`. */
export interface SettingsState {
  sideTheme: SideTheme;
  theme: string;
  topNav: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  dynamicTitle: boolean;
  showSettings: boolean;
}

export const DEFAULT_SETTINGS: SettingsState = {
  sideTheme: 'theme-dark',
  theme: '#409EFF',
  topNav: false,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  dynamicTitle: false,
  showSettings: false,
};

export const SAVED_SETTING_KEYS = [
  'topNav',
  'tagsView',
  'fixedHeader',
  'sidebarLogo',
  'dynamicTitle',
  'sideTheme',
  'theme',
] as const satisfies ReadonlyArray<keyof SettingsState>;

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
  for (const key of SAVED_SETTING_KEYS) {
    const value = saved[key];
    if (key === 'sideTheme') {
      if (value === 'theme-dark' || value === 'theme-light') out.sideTheme = value;
    } else if (key === 'theme') {
      if (typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value)) out.theme = value;
    } else if (typeof value === 'boolean') {
      out[key] = value;
    }
  }
  return out;
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
