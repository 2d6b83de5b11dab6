import { useTranslation } from '@dis/shared';
import { Spin } from '@dis/ui';

/** Full-screen wait while the session loads. */
export function ConsoleLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="console-loading" role="status">
      <Spin size="large" />
      <span className="console-loading__text">{t('console.loadingSession')}</span>
    </div>
  );
}
