import { changeLanguage, loadNamespace } from '@dis/shared';
import { MARKETING_LOADERS, MARKETING_NS, useMarketingWords } from '../words';

/** 中文 ⇄ EN: the other language's words are loaded first, so the page switches in one step. */
export function LanguageToggle() {
  const { t, lang } = useMarketingWords();
  const next = lang === 'zh-cn' ? 'en' : 'zh-cn';
  return (
    <button
      type="button"
      className="site-header__lang"
      lang={next === 'en' ? 'en' : 'zh-CN'}
      aria-label={t('nav.languageLabel')}
      onClick={async () => {
        await loadNamespace(MARKETING_NS, next, MARKETING_LOADERS);
        await changeLanguage(next);
      }}
    >
      {t('nav.language')}
    </button>
  );
}
