import { changeLanguage, initI18n } from '@dis/shared';
import { containerOfPath, fetchContainerAhead, fetchPageAhead, pageShown } from './pageAhead';
import { fetchPageLater, fetchSectionsLater, startFetchingLater } from './pageLater';
import { registerRemotesFromConfig } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const EXPOSES = {
  './dept/index': {
    js: ['chunks/4316.eeee.js'],
    css: ['chunks/4316.ffff.css'],
    words: { 'zh-cn': ['chunks/system-words-zh-cn.cccc.js'] },
  },
  './role/index': { js: ['chunks/7700.role.js'], later: { js: ['chunks/7701.roleDialog.js'] } },
  './post/index': {
    js: ['chunks/5150.post.js'],
    later: { js: ['chunks/6600.dialog.js'], css: ['chunks/6600.dialog.css'] },
  },
  './user/index': {
    js: ['chunks/7304.aaaa.js'],
    css: ['chunks/7304.bbbb.css'],
    shared: ['react'],
    words: { 'zh-cn': ['chunks/system-words-zh-cn.cccc.js'], en: ['chunks/system-words-en.dddd.js'] },
  },
};

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
    (link) => `${link.as} ${new URL(link.href).pathname}`,
  );
const realFetch = globalThis.fetch;
let fetchSpy: jest.Mock;

beforeAll(async () => {
  initI18n({ language: 'zh-cn', namespaces: {} });
  (globalThis as { __DIS_REMOTES__?: unknown }).__DIS_REMOTES__ = {
    system: '/mf/system/remoteEntry.js',
    monitor: '/mf/monitor/remoteEntry.js',
    marketing: '/mf/marketing/remoteEntry.js',
  };
  await registerRemotesFromConfig();
});

beforeEach(() => {
  fetchSpy = jest.fn(async (url: string) =>
    url.endsWith('/mf/system/exposes.json')
      ? { ok: true, json: async () => EXPOSES }
      : { ok: false, json: async () => ({}) },
  );
  (globalThis as { fetch?: unknown }).fetch = fetchSpy;
});

afterAll(() => {
  globalThis.fetch = realFetch;
  delete (globalThis as { __DIS_REMOTES__?: unknown }).__DIS_REMOTES__;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('fetchPageAhead', () => {
  it("preloads the entry, then the page's style, script and words in the shown language only, asking for the list once", async () => {
    fetchPageAhead('system/user/index');
    fetchPageAhead('system/user/index');
    await settle();
    expect(preloads()).toEqual([
      'script /mf/system/remoteEntry.js',
      'style /mf/system/chunks/7304.bbbb.css',
      'script /mf/system/chunks/7304.aaaa.js',
      'script /mf/system/chunks/system-words-zh-cn.cccc.js',
    ]);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0][0]).toMatch(/\/mf\/system\/exposes\.json$/);
  });

  it('after a language switch, the words of that language', async () => {
    await changeLanguage('en');
    try {
      fetchPageAhead('system/user/index');
      await settle();
      expect(preloads()).toContain('script /mf/system/chunks/system-words-en.dddd.js');
    } finally {
      await changeLanguage('zh-cn');
    }
  });

  it('does nothing for a container that is not deployed, and only the entry when the list cannot be had', async () => {
    const before = preloads().length;
    fetchPageAhead('tools/gen/index');
    await settle();
    expect(preloads()).toHaveLength(before);
    fetchPageAhead('monitor/job/index');
    await settle();
    expect(preloads().slice(before)).toEqual(['script /mf/monitor/remoteEntry.js']);
  });
});

describe('a page whose files the document already has', () => {
  it('is not asked for them again: stylesheets by their build name, scripts by address', async () => {
    document.head.innerHTML =
      '<style data-href="chunks/4316.ffff.css">.dept{}</style>' +
      '<link rel="preload" as="script" href="/mf/system/chunks/4316.eeee.js">';
    const before = preloads().length;
    fetchPageAhead('system/dept/index');
    await settle();
    // the words were preloaded for the user page already: nothing is left to ask for
    expect(preloads().slice(before)).toEqual([]);
  });
});

describe('fetchContainerAhead and containerOfPath', () => {
  it('name the section a console path starts with and fetch its entry and list', async () => {
    expect(containerOfPath('/system/user')).toBe('system');
    expect(containerOfPath('/tool/gen?x=1')).toBe('tools');
    expect(containerOfPath('/monitor')).toBe('monitor');
    expect(containerOfPath('/manage/index')).toBeUndefined();
    expect(containerOfPath('/')).toBeUndefined();
    document.head.innerHTML = '';
    fetchContainerAhead('marketing');
    fetchContainerAhead('marketing');
    expect(preloads()).toEqual(['script /mf/marketing/remoteEntry.js']);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0][0]).toMatch(/\/mf\/marketing\/exposes\.json$/);
    fetchContainerAhead('tools');
    expect(preloads()).toHaveLength(1);
  });
});

describe('a module of the page the server rendered', () => {
  it('is not looked up again: its document named every file', async () => {
    window.__DIS_SITE__ = { lang: 'zh-cn', words: {}, answers: {}, requests: ['system/post/index'] };
    try {
      fetchPageAhead('system/post/index');
      await settle();
      expect(preloads()).not.toContain('script /mf/system/chunks/5150.post.js');
    } finally {
      delete window.__DIS_SITE__;
    }
    // the same module on a page the server did not render
    fetchPageAhead('system/post/index');
    await settle();
    expect(preloads()).toContain('script /mf/system/chunks/5150.post.js');
  });
});

describe('what a settled page loads on use (docs/site/speed.md "Nothing waits for a click")', () => {
  const prefetches = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
      (link) => new URL(link.href).pathname,
    );

  it("fetches the page's dialog files into the cache", async () => {
    document.head.innerHTML = '';
    fetchPageLater('system/post/index');
    fetchPageLater('system/post/index');
    await settle();
    await settle();
    expect(prefetches()).toEqual(['/mf/system/chunks/6600.dialog.css', '/mf/system/chunks/6600.dialog.js']);
    // prefetched, not preloaded: nothing of it competes with what the page shows
    expect(preloads()).toEqual([]);
  });

  it('fetches the entries of the sections the menus show, once each, and nothing of sections not deployed', () => {
    document.head.innerHTML = '';
    fetchSectionsLater([
      'system/user/index',
      'monitor/job/index',
      'system/role/index',
      'tool/gen/index',
      'Layout',
    ]);
    expect(prefetches()).toEqual(['/mf/system/remoteEntry.js', '/mf/monitor/remoteEntry.js']);
  });

  it('fetches nothing for a page shown until the console has settled, then for the page shown last', async () => {
    document.head.innerHTML = '';
    // a public page, or the console's first view: nothing is asked for
    pageShown('system/role/index');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(prefetches()).toEqual([]);
    // the console's first view has settled: the page shown meanwhile, once the browser is idle
    startFetchingLater(() => ['system/role/index']);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await settle();
    expect(prefetches()).toEqual(['/mf/system/chunks/7701.roleDialog.js']);
  });
});
