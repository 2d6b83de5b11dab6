import { useTranslation } from '@dis/shared';
import { normaliseHex, THEME_SWATCHES } from './themeColour';

/** The eight swatches of docs/product.md §9 and a picker for any other colour. */
export function ThemeColourPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (colour: string) => void;
}) {
  const { t } = useTranslation('common');
  const current = normaliseHex(value);
  return (
    <div className="console-settings__colours">
      <div
        role="radiogroup"
        aria-label={t('console.settings.themeColour')}
        className="console-settings__swatches"
      >
        {THEME_SWATCHES.map((colour) => {
          const checked = normaliseHex(colour) === current;
          return (
            <button
              key={colour}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={t('console.settings.swatch', { colour })}
              title={colour}
              className={
                checked
                  ? 'console-settings__swatch console-settings__swatch--checked'
                  : 'console-settings__swatch'
              }
              style={{ background: colour }}
              onClick={() => onChange(colour)}
            />
          );
        })}
      </div>
      {/* any other colour: the browser's own picker (antd's ColorPicker would weigh on every console page) */}
      <label className="console-settings__custom">
        <input
          type="color"
          value={current ?? '#409eff'}
          aria-label={t('console.settings.customColour')}
          onChange={(event) => {
            const hex = normaliseHex(event.target.value);
            if (hex) onChange(hex);
          }}
        />
        <span className="console-settings__custom-value">{current ?? value}</span>
      </label>
    </div>
  );
}
