import { changeLanguage, useTranslation } from '@dis/shared';

/** Switches between zh-cn and en (remembered under `lang`). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, lang } = useTranslation('common');
  return (
    <button
      type="button"
      className={className}
      lang={lang === 'en' ? 'zh-CN' : 'en'}
      aria-label={t('language.switchToLabel')}
      onClick={() => void changeLanguage(lang === 'en' ? 'zh-cn' : 'en')}
    >
      {t('language.switchTo')}
    </button>
  );
}
