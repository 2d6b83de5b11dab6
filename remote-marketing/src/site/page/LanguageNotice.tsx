import { Link, type Language } from '@dis/shared';
import './languageNotice.css';

/** The `lang` attribute of content written in one of the site's languages. */
export const htmlLang = (lang: Language): string => (lang === 'zh-cn' ? 'zh-CN' : 'en');

export interface LanguageNoticeProps {
  /** the language the item is written in */
  itemLang: Language;
  /** the language the visitor chose */
  lang: Language;
  /** what to say, in the visitor's language, when it differs */
  message: string;
  /** the list in the visitor's language */
  to: string;
  link: string;
}

/**
 * Above an article or a job written in the other language than the one the visitor chose (after
 * switching, or from a shared link): says so in the visitor's language and offers the list in it.
 */
export function LanguageNotice({ itemLang, lang, message, to, link }: LanguageNoticeProps) {
  if (lang === itemLang) return null;
  return (
    <aside className="language-notice" role="note" lang={htmlLang(lang)}>
      <p className="language-notice__text">{message}</p>
      <Link to={to} className="language-notice__link">
        {link} →
      </Link>
    </aside>
  );
}
