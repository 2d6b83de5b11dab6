import { getQueryClient } from '@dis/shared/query';
import type { AppStore } from '@dis/shared/store';

/**
 * What the console read for a session (lists, dictionaries, column preferences, in the one query
 * cache of `@dis/shared/query`) is that staff member's: when their session ends or gives way to
 * another token (a logout, a session the server ended, another sign-in in another tab), the cache
 * is emptied, so nobody is shown a read of the session before. The first token of the page (from
 * its cookie) empties nothing: the document's carried answers are for it.
 */
export function forgetReadsOfEndedSessions(
  store: AppStore,
  empty = () => getQueryClient().clear(),
): () => void {
  let token = store.getState().user.token;
  return store.subscribe(() => {
    const next = store.getState().user.token;
    if (next === token) return;
    if (token) empty();
    token = next;
  });
}
