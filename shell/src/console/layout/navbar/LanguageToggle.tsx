import { useState } from 'react';
import { useTranslation } from '@dis/shared';
import { useAppDispatch } from '@dis/shared/store';
import { Button, GlobalOutlined } from '@dis/ui';
import { reloadRoutes } from '../../../auth/session';
import { switchLanguageWith } from '../../../words/words';

/**
 * zh-cn ⇄ en in the console: every string re-renders in the new language (antd's included) and
 * the menu is fetched again, since the server titles it in the request's language.
 */
export function LanguageToggle() {
  const { t, lang } = useTranslation('common');
  const dispatch = useAppDispatch();
  const [switching, setSwitching] = useState(false);
  const switchLanguage = async () => {
    setSwitching(true);
    try {
      await switchLanguageWith('console', lang === 'en' ? 'zh-cn' : 'en');
      // a failure is reported by the request client; the menu keeps its titles
      await dispatch(reloadRoutes())
        .unwrap()
        .catch(() => undefined);
    } finally {
      setSwitching(false);
    }
  };
  return (
    <Button
      type="text"
      className="console-header__action console-header__language"
      icon={<GlobalOutlined />}
      loading={switching}
      lang={lang === 'en' ? 'zh-CN' : 'en'}
      aria-label={t('language.switchToLabel')}
      title={t('console.language')}
      onClick={() => void switchLanguage()}
    >
      {t('language.switchTo')}
    </Button>
  );
}
