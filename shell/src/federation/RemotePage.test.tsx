import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { initTestI18n } from '../testing/i18n';
import { RemotePage } from './RemotePage';
import { loadedEntryOf, registerRemotesFromConfig } from './remotes';
import { REMOTE_UNAVAILABLE } from './unavailable';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
// the head start for a page's files is not what is tested here
jest.mock('./pageAhead', () => ({ fetchPageAhead: jest.fn() }));

const OLD = '20261127091500-aa6d4c1';
const NEW = '20261127101500-bb7e5d2';
const entry = (name: string, build: string) => `/mf/${name}/${build}/remoteEntry.js`;

/** What the fallback plugin answers when a file of the remote could not be had. */
const missing = (name: string, file: string) => ({
  [REMOTE_UNAVAILABLE]: {
    id: `${name}/x`,
    reason: `Loading chunk 812 failed.\n(error: http://localhost/mf/${name}/${OLD}/chunks/${file})`,
  },
});

const page = (text: string) => ({ default: () => <p>{text}</p> });

const fetchMock = jest.fn();
const realFetch = globalThis.fetch;

beforeAll(async () => {
  initTestI18n('zh-cn');
  (globalThis as { __DIS_REMOTES__?: unknown }).__DIS_REMOTES__ = {
    marketing: entry('marketing', OLD),
    system: entry('system', OLD),
    monitor: entry('monitor', OLD),
    tools: entry('tools', OLD),
  };
  await registerRemotesFromConfig();
});

afterAll(() => {
  globalThis.fetch = realFetch;
  delete (globalThis as { __DIS_REMOTES__?: unknown }).__DIS_REMOTES__;
});

let consoleError: jest.SpyInstance;
afterEach(() => consoleError.mockRestore());

beforeEach(() => {
  // React and the outlet report each failure the tests provoke
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(loadRemote).mockReset();
  jest.mocked(registerRemotes).mockClear();
  // `/remotes.json` after a deploy of every remote
  fetchMock.mockReset().mockResolvedValue({
    ok: true,
    json: async () => ({
      marketing: entry('marketing', NEW),
      system: entry('system', NEW),
      monitor: entry('monitor', NEW),
      tools: entry('tools', NEW),
    }),
  });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});

const remotesAsked = () => fetchMock.mock.calls.filter(([url]) => url === '/remotes.json').length;

describe('a remote file gone after a deploy', () => {
  it('asks /remotes.json where the remote is now, registers it there and loads the page from it', async () => {
    jest
      .mocked(loadRemote)
      .mockResolvedValueOnce(missing('system', '812.aaaa.js'))
      .mockResolvedValueOnce(page('用户管理'));
    render(<RemotePage request="system/user/index" loading={<p>加载中</p>} />);
    expect(await screen.findByText('用户管理')).toBeTruthy();
    expect(remotesAsked()).toBe(1);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'system', entry: entry('system', NEW) }], {
      force: true,
    });
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    // the page now runs the new build
    expect(loadedEntryOf('system')).toBe(entry('system', NEW));
  });

  it('tries again once, not twice: a second failure shows the outlet message, and 重试 asks no more', async () => {
    jest.mocked(loadRemote).mockResolvedValue(missing('monitor', '4242.bbbb.js'));
    render(<RemotePage request="monitor/job/index" />);
    expect((await screen.findByRole('alert')).textContent).toContain('该功能暂时不可用');
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(remotesAsked()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(loadRemote).toHaveBeenCalledTimes(3));
    expect((await screen.findByRole('alert')).textContent).toContain('该功能暂时不可用');
    // once per remote per page life: no loop of reloads
    expect(remotesAsked()).toBe(1);
    expect(loadRemote).toHaveBeenCalledTimes(3);
  });

  it('a remote that fails for another reason is not reloaded: its message shows at once', async () => {
    jest.mocked(loadRemote).mockResolvedValue({
      [REMOTE_UNAVAILABLE]: { id: 'marketing/x', reason: 'RUNTIME-001: remote entry has no container' },
    });
    render(<RemotePage request="marketing/home" />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(remotesAsked()).toBe(0);
  });

  it('a chunk the page loads later (a dialog) gone too: the same one reload of the remote', async () => {
    const gone = Object.assign(
      new Error(`Loading chunk 99 failed.\n(missing: http://localhost/mf/tools/${OLD}/chunks/99.cccc.js)`),
      { name: 'ChunkLoadError' },
    );
    const Broken = () => {
      throw gone;
    };
    jest
      .mocked(loadRemote)
      .mockResolvedValueOnce({ default: Broken })
      .mockResolvedValueOnce(page('代码生成'));
    render(<RemotePage request="tools/gen/index" loading={<p>加载中</p>} />);
    expect(await screen.findByText('代码生成')).toBeTruthy();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'tools', entry: entry('tools', NEW) }], {
      force: true,
    });
    expect(remotesAsked()).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a page that crashes for another reason shows 该页面出现错误 and reloads nothing', async () => {
    const Broken = () => {
      throw new TypeError("Cannot read properties of undefined (reading 'rows')");
    };
    jest.mocked(loadRemote).mockResolvedValue({ default: Broken });
    render(<RemotePage request="marketing/site/about" />);
    expect((await screen.findByRole('alert')).textContent).toContain('该页面出现错误');
    expect(remotesAsked()).toBe(0);
    expect(registerRemotes).not.toHaveBeenCalled();
  });
});
