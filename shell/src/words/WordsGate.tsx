import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@dis/shared';
import { loadWords, wordsLoaded, type WordBundle } from './words';

/**
 * Shows its children once the bundle's words of the current language are in (a language switch
 * that loads the new language's words first keeps the page on screen). If the download fails the
 * page still shows; its texts fall back to Chinese or to their keys.
 */
export function WordsGate({
  bundle,
  fallback,
  children,
}: {
  bundle: WordBundle;
  fallback: ReactNode;
  children: ReactNode;
}) {
  const { lang } = useTranslation('common');
  const [failed, setFailed] = useState(false);
  const ready = wordsLoaded(bundle, lang);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadWords(bundle, lang).then(
      // the translator announces the new words: this component renders again
      () => undefined,
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [bundle, lang, ready]);
  if (!ready && !failed) return <>{fallback}</>;
  return <>{children}</>;
}
