import { queryKeys } from '@dis/contract/resources';
import { getQueryClient } from '@dis/shared/query';
import { createTestStore, sessionCleared, tokenSet } from '@dis/shared/store';
import { forgetReadsOfEndedSessions } from './sessionReads';

describe('the reads of a session', () => {
  const key = queryKeys.columnPref('system.user', 'zh-cn');

  it('stay while the session lasts, and go when it ends or another token takes its place', () => {
    const store = createTestStore();
    const stop = forgetReadsOfEndedSessions(store);
    const client = getQueryClient();
    // the page's first token: the document's answers, read for it, stay
    client.setQueryData(key, { code: 200, data: null });
    store.dispatch(tokenSet('token-a'));
    expect(client.getQueryData(key)).toEqual({ code: 200, data: null });
    // signed out: gone
    store.dispatch(sessionCleared());
    expect(client.getQueryData(key)).toBeUndefined();
    // another sign-in after a read of the first: gone too
    store.dispatch(tokenSet('token-b'));
    client.setQueryData(key, { code: 200, data: null });
    store.dispatch(tokenSet('token-c'));
    expect(client.getQueryData(key)).toBeUndefined();
    stop();
  });
});
