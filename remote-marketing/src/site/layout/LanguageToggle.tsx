import { changeLanguage } from '@dis/shared';
import { loadSiteWords, useMarketingWords } from '../words';

/** 中文 ⇄ EN: the other language's words of everything shown are loaded first, so the page switches in one step. */
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
        await loadSiteWords(lang, next);
        await changeLanguage(next);
      }}
    >
      {t('nav.language')}
    </button>
  );
}
