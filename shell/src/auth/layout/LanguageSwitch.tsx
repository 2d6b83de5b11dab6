import { changeLanguage, useTranslation } from '@dis/shared';
import { loadWords } from '../../words/words';

/** Switches between zh-cn and en (remembered under `lang`). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, lang } = useTranslation('common');
  return (
    <button
      type="button"
      className={className}
      lang={lang === 'en' ? 'zh-CN' : 'en'}
      aria-label={t('language.switchToLabel')}
      onClick={() => {
        const next = lang === 'en' ? 'zh-cn' : 'en';
        // the page's words in the new language first, so it stays on screen while they load
        void loadWords('auth', next)
          .catch(() => undefined)
          .then(() => changeLanguage(next));
      }}
    >
      {t('language.switchTo')}
    </button>
  );
}
