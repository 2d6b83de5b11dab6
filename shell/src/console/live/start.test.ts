import { onRequestEvent, type RequestEvent } from '@dis/shared/request';
import { getStore, sessionCleared, tokenSet, userInfoLoaded } from '@dis/shared/store';
import { checkForNewBuild } from '../newBuild/builds';
import type { EventSourceLike } from './liveClient';
import { LIVE_EVENT, LOGOUT_EVENT } from './events';
import { consoleActions, handleUpdate, startLive, type LiveActions } from './start';

jest.mock('../newBuild/builds', () => ({ checkForNewBuild: jest.fn(() => Promise.resolve()) }));

class FakeSource implements EventSourceLike {
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  close() {
    this.closed = true;
  }
  sends(type: string, data: unknown = null) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify({ type, data }) }));
  }
}

const actions = (): jest.Mocked<LiveActions> => ({
  sessionExpired: jest.fn(),
  reloadRights: jest.fn(),
  newBuild: jest.fn(),
});

const signIn = (token: string) => {
  const store = getStore();
  store.dispatch(tokenSet(token));
  store.dispatch(
    userInfoLoaded({ id: 2, name: 'ry', nickName: 'ry', avatar: '', roles: ['common'], permissions: [] }),
  );
};

describe('what the console does with each live update (docs/live-updates.md)', () => {
  it('session-ended shows the 401 dialog, rights reloads them, build checks for a new build', () => {
    const todo = actions();
    handleUpdate({ type: 'session-ended', data: null }, todo);
    expect(todo.sessionExpired).toHaveBeenCalledTimes(1);
    handleUpdate({ type: 'rights', data: null }, todo);
    expect(todo.reloadRights).toHaveBeenCalledTimes(1);
    handleUpdate({ type: 'build', data: { shell: '20261127120000-abc1234' } }, todo);
    expect(todo.newBuild).toHaveBeenCalledTimes(1);
    handleUpdate({ type: 'notice', data: null }, todo);
    expect(todo.sessionExpired).toHaveBeenCalledTimes(1);
    expect(todo.reloadRights).toHaveBeenCalledTimes(1);
    expect(todo.newBuild).toHaveBeenCalledTimes(1);
  });

  it("the console's actions: the request client's 401 event (the seed's dialog), a forced build check", async () => {
    const events: RequestEvent[] = [];
    const stop = onRequestEvent((event) => events.push(event));
    try {
      handleUpdate({ type: 'session-ended', data: null }, consoleActions());
    } finally {
      stop();
    }
    expect(events).toEqual([{ type: 'sessionExpired' }]);
    handleUpdate({ type: 'build', data: {} }, consoleActions());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(checkForNewBuild).toHaveBeenCalledWith({ force: true });
  });

  it('dispatches every update as the window event dis:live', () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener(LIVE_EVENT, listener);
    try {
      handleUpdate({ type: 'notice', data: null }, actions());
      handleUpdate({ type: 'export-done', data: { taskId: 7 } }, actions());
    } finally {
      window.removeEventListener(LIVE_EVENT, listener);
    }
    expect(seen).toEqual([
      { type: 'notice', data: null },
      { type: 'export-done', data: { taskId: 7 } },
    ]);
  });

  it('holds one stream while the session is loaded: opens, reopens for a new token, closes at logout', () => {
    const sources: FakeSource[] = [];
    const todo = actions();
    getStore().dispatch(sessionCleared());
    const stop = startLive({
      open: (url) => {
        const source = new FakeSource(url);
        sources.push(source);
        return source;
      },
      probe: async () => 0,
      actions: todo,
    });
    try {
      // no session yet: nothing opens
      expect(sources).toHaveLength(0);
      signIn('token-1');
      expect(sources.map((source) => source.url)).toEqual(['/prod-api/live/stream']);
      // a second start in the same page adds nothing
      startLive({ open: () => new FakeSource('x'), probe: async () => 0, actions: todo })();
      expect(sources).toHaveLength(1);

      sources[0].sends('session-ended');
      expect(todo.sessionExpired).toHaveBeenCalledTimes(1);
      expect(sources[0].closed).toBe(true);

      // another sign-in (a new token): a new stream
      signIn('token-2');
      expect(sources).toHaveLength(2);
      // logout: closed before the server ends the session, so its session-ended shows no dialog
      window.dispatchEvent(new Event(LOGOUT_EVENT));
      expect(sources[1].closed).toBe(true);
      getStore().dispatch(sessionCleared());
      expect(sources).toHaveLength(2);
      expect(todo.sessionExpired).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });
});
