import { useTranslation } from '@dis/shared';
import { switchLanguageWith } from '../../words/words';

/** Switches between zh-cn and en (remembered under `lang`). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, lang } = useTranslation('common');
  return (
    <button
      type="button"
      className={className}
      lang={lang === 'en' ? 'zh-CN' : 'en'}
      aria-label={t('language.switchToLabel')}
      onClick={() => void switchLanguageWith('auth', lang === 'en' ? 'zh-cn' : 'en')}
    >
      {t('language.switchTo')}
    </button>
  );
}
