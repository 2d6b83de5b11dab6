import { Suspense, type ReactNode } from 'react';
import { WordsGate } from '../words/WordsGate';
import { PageLoading } from './PageLoading';

/** A page whose code loads when it is first shown. */
export const lazyPage = (page: ReactNode) => (
  <Suspense fallback={<PageLoading fullScreen />}>{page}</Suspense>
);

/**
 * Login, register and the error pages, with their words (loaded with them, in the language shown).
 * The server renders the login and register pages inside the same boundary, so the browser
 * hydrates the very markup it sent (docs/site/rendering.md "The shell's own pages").
 */
export const authPage = (page: ReactNode) =>
  lazyPage(
    <WordsGate bundle="auth" fallback={<PageLoading fullScreen />}>
      {page}
    </WordsGate>,
  );
