import { useEffect } from 'react';
import { useTranslation } from '@dis/shared';

/** Sets `<page title> - <app name>` in the current language; the app name alone without a title. */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation('common');
  const appName = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} - ${appName}` : appName;
  }, [title, appName]);
}
