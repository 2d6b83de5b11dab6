/** The page of a dictionary's entries (a hidden route of the shell). */
export const dictDataPath = (dictId: number | string) => `/system/dict-data/index/${dictId}`;

/** The English name when English is shown and one was given, else the Chinese one. */
export function localizedName(
  lang: string,
  zh: string | null | undefined,
  en: string | null | undefined,
): string {
  return lang === 'en' && en ? en : (zh ?? '');
}
