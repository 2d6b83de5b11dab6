import { currentLanguage } from '@dis/shared';
import { getStore, injectSlice, mirrorSavedSettings, StoreProvider } from '@dis/shared/store';
import { prepareClient } from '@dis/shared/request';
import { loadUiWords, UiProvider } from '@dis/ui';
import { accountSlice } from '../auth/accountSlice';
import { persistTabs } from './layout/tagsView/tabsPersistence';
import { RequestEventsSubscriber } from './requestEvents/RequestEventsSubscriber';
import { ConsoleRoutes } from './routing/ConsoleRoutes';
import { SessionGate } from './session/SessionGate';
import { loadWords } from '../words/words';
import { WordsGate } from '../words/WordsGate';
import { ConsoleLoading } from './session/ConsoleLoading';
import { LockGate } from './lock/LockGate';
import { forgetReadsOfEndedSessions } from './session/sessionReads';
import { NewBuildWatch } from './newBuild/NewBuildWatch';
import './console.css';
import { afterFirstView } from './layout/afterFirstView';
import './theme/dark.css';

injectSlice(accountSlice);
// open tabs survive a reload; saved from here on, restored when the layout first shows
persistTabs(getStore());
// what was read for a session is not shown to the next one
forgetReadsOfEndedSessions(getStore());
// layout settings saved before their cookie existed reach the server from the next reload on
mirrorSavedSettings(typeof localStorage === 'undefined' ? undefined : localStorage);
// once the first view has settled, what the pages open on use and the sections of the user's
// menus are fetched at idle (docs/site/speed.md "Nothing waits for a click")
void afterFirstView()
  .then(() => import(/* webpackChunkName: "page-later" */ '../federation/pageLater'))
  .then(
    (later) => later.startFetchingLater(),
    () => undefined,
  );
// the HTTP client's library, which a drawn first view does without, before the first click needs it
void afterFirstView().then(prepareClient);
// the console's words download while the session loads
loadWords('console', currentLanguage()).catch(() => undefined);

/**
 * The words the console's first render reads, the kit's and its own: a console address's document
 * has their chunks among its start-up files, and the shell takes them before its first render, so
 * nothing in the console suspends on them (`preloadableLazy`, docs/site/speed.md "No fallback for
 * code that is in"). Words that cannot be had leave the render to show what it would.
 */
export function ready(): Promise<void> {
  const lang = currentLanguage();
  return Promise.all([loadWords('console', lang), loadUiWords(lang)]).then(
    () => undefined,
    () => undefined,
  );
}
// live updates (docs/live-updates.md): a chunk of their own, once the first view has settled
void afterFirstView()
  .then(() => import(/* webpackChunkName: "live" */ './live/start'))
  .then(
    (live) => live.startLive(),
    () => undefined,
  );

/** The console: the one lazy chunk that brings the store, antd (through `@dis/ui`) and the admin layout. */
export default function ConsoleApp() {
  return (
    <StoreProvider store={getStore()}>
      <UiProvider>
        <RequestEventsSubscriber />
        <NewBuildWatch />
        <SessionGate>
          <WordsGate bundle="console" fallback={<ConsoleLoading />}>
            <LockGate>
              <ConsoleRoutes />
            </LockGate>
          </WordsGate>
        </SessionGate>
      </UiProvider>
    </StoreProvider>
  );
}
