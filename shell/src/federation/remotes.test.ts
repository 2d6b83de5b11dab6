import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  entryOf,
  loadedEntryOf,
  noteLoading,
  parseRemotesConfig,
  registerRemotesFromConfig,
  replaceEntry,
} from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

describe('parseRemotesConfig', () => {
  it('keeps known containers with a URL', () => {
    expect(
      parseRemotesConfig({
        system: ' /mf/system/remoteEntry.js ',
        tools: 'https://cdn.example.com/tools/remoteEntry.js',
      }),
    ).toEqual({ system: '/mf/system/remoteEntry.js', tools: 'https://cdn.example.com/tools/remoteEntry.js' });
  });

  it('drops unknown names, empty URLs and non-strings', () => {
    expect(parseRemotesConfig({ evil: '/x.js', system: '', monitor: 42, marketing: null })).toEqual({});
  });

  it('treats anything but an object as no remotes', () => {
    expect(parseRemotesConfig(null)).toEqual({});
    expect(parseRemotesConfig(['system'])).toEqual({});
    expect(parseRemotesConfig('system')).toEqual({});
  });
});

describe('registerRemotesFromConfig', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    delete (globalThis as { __DIS_REMOTES__?: unknown }).__DIS_REMOTES__;
  });

  it('takes the map the page document carries, without asking for /remotes.json', async () => {
    const fetchSpy = jest.fn();
    (globalThis as { fetch?: unknown }).fetch = fetchSpy;
    (globalThis as { __DIS_REMOTES__?: unknown }).__DIS_REMOTES__ = {
      marketing: '/mf/marketing/remoteEntry.js',
    };
    await expect(registerRemotesFromConfig()).resolves.toEqual({ marketing: '/mf/marketing/remoteEntry.js' });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(registerRemotes).toHaveBeenLastCalledWith([
      { name: 'marketing', entry: '/mf/marketing/remoteEntry.js' },
    ]);
  });

  it('asks for /remotes.json when the document carries none (the dev server)', async () => {
    const fetchSpy = jest.fn().mockResolvedValue({ ok: true, json: async () => ({ system: '/s.js' }) });
    (globalThis as { fetch?: unknown }).fetch = fetchSpy;
    await expect(registerRemotesFromConfig()).resolves.toEqual({ system: '/s.js' });
    expect(fetchSpy).toHaveBeenCalledWith('/remotes.json', expect.anything());
  });
});

describe('a remote registered again at a new build', () => {
  afterEach(() => {
    delete (globalThis as { __DIS_REMOTES__?: unknown }).__DIS_REMOTES__;
  });

  it('remembers the entry a page was loaded from, and forgets the old build once registered anew', async () => {
    (globalThis as { __DIS_REMOTES__?: unknown }).__DIS_REMOTES__ = {
      system: '/mf/system/1/remoteEntry.js',
      monitor: '/mf/monitor/1/remoteEntry.js',
    };
    await registerRemotesFromConfig();
    expect(loadedEntryOf('system')).toBeUndefined();
    noteLoading('system');
    expect(loadedEntryOf('system')).toBe('/mf/system/1/remoteEntry.js');
    // the chunks the old build left in the page
    const chunks = globalThis as { webpackChunkdis_system?: unknown; webpackChunkdis_monitor?: unknown };
    chunks.webpackChunkdis_system = [[[812], {}]];
    chunks.webpackChunkdis_monitor = [[[4242], {}]];

    replaceEntry('system', '/mf/system/2/remoteEntry.js');
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'system', entry: '/mf/system/2/remoteEntry.js' }],
      {
        force: true,
      },
    );
    expect(entryOf('system')).toBe('/mf/system/2/remoteEntry.js');
    expect(loadedEntryOf('system')).toBeUndefined();
    expect(chunks.webpackChunkdis_system).toBeUndefined();

    // a remote never loaded here has left nothing to drop
    replaceEntry('monitor', '/mf/monitor/2/remoteEntry.js');
    expect(chunks.webpackChunkdis_monitor).toEqual([[[4242], {}]]);
    delete chunks.webpackChunkdis_monitor;
  });
});
