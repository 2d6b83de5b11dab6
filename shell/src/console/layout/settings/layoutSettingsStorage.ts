import { LAYOUT_SETTING_KEY } from '@dis/shared';
import { mirrorSavedSettings, SAVED_SETTING_KEYS, type SettingsState } from '@dis/shared/store';

/** docs/product.md §4: 保存配置 and 重置配置 take about a second, with a notice meanwhile. */
export const SETTINGS_WAIT_MS = 1000;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** 保存配置: the saved values (docs/product.md §3) in the local cache `layout-setting`, as RuoYi 3.9.2 keeps them. */
export function saveLayoutSettings(storage: Storage, settings: SettingsState): void {
  const saved = Object.fromEntries(SAVED_SETTING_KEYS.map((key) => [key, settings[key]]));
  storage.setItem(LAYOUT_SETTING_KEY, JSON.stringify(saved));
  // and in their cookie, so the server draws the next reload with them
  mirrorSavedSettings(storage);
}

/** 重置配置: forget the saved values; the defaults apply after the reload. */
export function clearLayoutSettings(storage: Storage): void {
  storage.removeItem(LAYOUT_SETTING_KEY);
  mirrorSavedSettings(storage);
}
