import { useTranslation } from '@dis/shared';
import { SettingOutlined } from '@dis/ui';

/** The floating gear on the right edge, shown when `showSettings` is on (docs/product.md §3). */
export function SettingsButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('common');
  return (
    <button
      type="button"
      className="console-settings-button"
      aria-label={t('console.settings.open')}
      onClick={onClick}
    >
      <SettingOutlined />
    </button>
  );
}
