/** The two settings (参数设置) of the console's watermark (docs/security.md "Watermark"). */
export const WATERMARK_KEYS = { on: 'sys.index.watermark', opacity: 'sys.index.watermarkOpacity' } as const;

export const DEFAULT_OPACITY = 0.12;
export const MIN_OPACITY = 0.05;
export const MAX_OPACITY = 0.5;

export interface WatermarkSettings {
  on: boolean;
  opacity: number;
}

/**
 * The settings' texts as the watermark uses them: on unless `sys.index.watermark` is `false`
 * (a setting that cannot be read leaves it on); the opacity a number clamped to 0.05–0.5, 0.12
 * when it is not a number.
 */
export function watermarkSettingsOf(on: string | undefined, opacity: string | undefined): WatermarkSettings {
  const value = Number.parseFloat(opacity ?? '');
  return {
    on: (on ?? '').trim().toLowerCase() !== 'false',
    opacity: Number.isFinite(value) ? Math.min(MAX_OPACITY, Math.max(MIN_OPACITY, value)) : DEFAULT_OPACITY,
  };
}
