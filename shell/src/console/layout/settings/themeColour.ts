import { DEFAULT_SETTINGS } from '@dis/shared/store';

/** docs/product.md §9: the default theme colour (the settings' default) and the swatches of the colour picker. */
export const DEFAULT_THEME = DEFAULT_SETTINGS.theme;
export const THEME_SWATCHES = [
  '#409EFF',
  '#1890ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
] as const;

const HEX = /^#?([0-9a-f]{6})$/i;

/** `#rrggbb` (lower case) from `#RRGGBB` or `rrggbb`; null for anything else. */
export function normaliseHex(value: string): string | null {
  const match = HEX.exec(value.trim());
  return match ? `#${match[1].toLowerCase()}` : null;
}

function channels(hex: string): [number, number, number] {
  const value = normaliseHex(hex);
  if (!value) throw new Error(`not a colour: ${hex}`);
  return [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: readonly number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/** The colour moved `amount` (0–1) of the way to white. */
export function tint(hex: string, amount: number): string {
  return toHex(channels(hex).map((c) => c + Math.round(amount * (255 - c))));
}

/** The colour moved `amount` (0–1) of the way to black. */
export function shade(hex: string, amount: number): string {
  return toHex(channels(hex).map((c) => Math.round((1 - amount) * c)));
}

/**
 * docs/product.md §4: the theme colour as ten tints in 10 % steps (0 % is the colour itself) and one 10 %
 * shade, as CSS custom properties the console's own styles use (antd follows `colorPrimary`).
 */
export function themeCssVariables(hex: string): Record<string, string> {
  const [r, g, b] = channels(hex);
  const variables: Record<string, string> = {
    '--console-primary': tint(hex, 0),
    '--console-primary-rgb': `${r}, ${g}, ${b}`,
    '--console-primary-dark-1': shade(hex, 0.1),
  };
  for (let step = 1; step <= 9; step += 1)
    variables[`--console-primary-light-${step}`] = tint(hex, step / 10);
  return variables;
}
