import { useTranslation } from '@dis/shared';
import './PageLoading.css';

/** What shows while a page's code is on its way. */
export function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <div
      className={fullScreen ? 'dis-page-loading dis-page-loading--full' : 'dis-page-loading'}
      role="status"
    >
      <span className="dis-page-loading__spinner" aria-hidden="true" />
      <span className="dis-visually-hidden">{t('loading')}</span>
    </div>
  );
}
