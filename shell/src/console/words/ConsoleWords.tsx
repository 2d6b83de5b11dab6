import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@dis/shared';
import { ConsoleLoading } from '../session/ConsoleLoading';
import { consoleWordsLoaded, loadConsoleWords } from './consoleWords';

/**
 * Shows the console once its words of the current language are in (the language switch loads
 * the other language's before switching, so the console stays on screen then).
 */
export function ConsoleWords({ children }: { children: ReactNode }) {
  const { lang } = useTranslation('common');
  const [failed, setFailed] = useState(false);
  const ready = consoleWordsLoaded(lang);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadConsoleWords(lang).then(
      // the translator announces the new words: this component renders again
      () => undefined,
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [lang, ready]);
  // without its words (the download failed) the console still works, its texts fall back to Chinese or keys
  if (!ready && !failed) return <ConsoleLoading />;
  return <>{children}</>;
}
