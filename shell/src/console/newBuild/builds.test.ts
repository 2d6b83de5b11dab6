import { entryOf, fetchRemotesConfig, loadedEntryOf, replaceEntry } from '../../federation/remotes';
import {
  buildOfEntry,
  CHECK_EVERY_MS,
  checkForNewBuild,
  parseBuilds,
  resetBuildWatch,
  type Builds,
} from './builds';
import { showNewBuildPrompt } from './prompt';

jest.mock('../../federation/remotes', () => ({
  entryOf: jest.fn(),
  loadedEntryOf: jest.fn(),
  replaceEntry: jest.fn(),
  fetchRemotesConfig: jest.fn(),
}));
jest.mock('./prompt', () => ({ showNewBuildPrompt: jest.fn() }));

const OLD = '20261127091500-aa6d4c1';
const NEW = '20261127101500-bb7e5d2';
const NEWER = '20261127111500-cc8f6e3';

const entry = (name: string, build: string) => `/mf/${name}/${build}/remoteEntry.js`;

/** What this page registered (`/remotes.json` at start) and which remotes it has loaded. */
function page(registered: Record<string, string>, loaded: string[] = []) {
  jest.mocked(entryOf).mockImplementation((name) => registered[name]);
  jest
    .mocked(loadedEntryOf)
    .mockImplementation((name) => (loaded.includes(name) ? registered[name] : undefined));
}

let builds: Builds;
let remotes: Record<string, string>;
const fetchMock = jest.fn();
let clock = 1_000_000;

function answer(next: Builds) {
  builds = next;
}

/** The 稍后 of the prompt shown last. */
function later() {
  const calls = jest.mocked(showNewBuildPrompt).mock.calls;
  calls[calls.length - 1][0]();
}

const ALL_OLD = { shell: OLD, marketing: OLD, system: OLD, monitor: OLD, tools: OLD };

beforeEach(() => {
  jest.clearAllMocks();
  (globalThis as { __DIS_BUILD__?: string }).__DIS_BUILD__ = OLD;
  resetBuildWatch();
  builds = { ...ALL_OLD };
  remotes = {};
  fetchMock.mockImplementation(async () => ({ ok: true, json: async () => builds }));
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  jest.mocked(fetchRemotesConfig).mockImplementation(async () => remotes);
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
  page({ system: entry('system', OLD), monitor: entry('monitor', OLD) }, ['system']);
});

afterEach(() => {
  delete (globalThis as { __DIS_BUILD__?: string }).__DIS_BUILD__;
  jest.restoreAllMocks();
});

/** A look a minute after the last one. */
async function lookLater() {
  clock += CHECK_EVERY_MS;
  await checkForNewBuild();
}

describe('the new-build check', () => {
  it('asks /builds.json past every cache and says nothing while every build is the one running', async () => {
    await lookLater();
    expect(fetchMock).toHaveBeenCalledWith('/builds.json', expect.objectContaining({ cache: 'no-cache' }));
    expect(showNewBuildPrompt).not.toHaveBeenCalled();
    expect(replaceEntry).not.toHaveBeenCalled();
  });

  it('offers the reload when the shell has a new build', async () => {
    answer({ ...ALL_OLD, shell: NEW });
    await lookLater();
    expect(showNewBuildPrompt).toHaveBeenCalledTimes(1);
  });

  it('takes the first answer as the shell build when the page document does not say', async () => {
    delete (globalThis as { __DIS_BUILD__?: string }).__DIS_BUILD__;
    resetBuildWatch();
    answer({ ...ALL_OLD, shell: NEW });
    await lookLater();
    expect(showNewBuildPrompt).not.toHaveBeenCalled();
    answer({ ...ALL_OLD, shell: NEWER });
    await lookLater();
    expect(showNewBuildPrompt).toHaveBeenCalledTimes(1);
  });

  it('offers the reload when a remote this page has loaded has a new build, and does not swap it', async () => {
    answer({ ...ALL_OLD, system: NEW });
    remotes = { system: entry('system', NEW) };
    await lookLater();
    expect(showNewBuildPrompt).toHaveBeenCalledTimes(1);
    expect(replaceEntry).not.toHaveBeenCalled();
  });

  it('registers a remote this page has not loaded at its new entry, without a word', async () => {
    answer({ ...ALL_OLD, monitor: NEW });
    remotes = { system: entry('system', OLD), monitor: entry('monitor', NEW) };
    await lookLater();
    expect(showNewBuildPrompt).not.toHaveBeenCalled();
    expect(fetchRemotesConfig).toHaveBeenCalledTimes(1);
    expect(replaceEntry).toHaveBeenCalledWith('monitor', entry('monitor', NEW));
    // once registered there, the same build asks /remotes.json no more
    page({ system: entry('system', OLD), monitor: entry('monitor', NEW) }, ['system']);
    await lookLater();
    expect(fetchRemotesConfig).toHaveBeenCalledTimes(1);
    expect(replaceEntry).toHaveBeenCalledTimes(1);
  });

  it('leaves a remote served at one unchanging address alone: its next load is the newest anyway', async () => {
    page({ tools: '/mf/tools/remoteEntry.js' });
    answer({ ...ALL_OLD, tools: NEW });
    await lookLater();
    expect(replaceEntry).not.toHaveBeenCalled();
    expect(showNewBuildPrompt).not.toHaveBeenCalled();
  });

  it('compares a loaded remote at one unchanging address with the first answer after it was loaded', async () => {
    page({ tools: '/mf/tools/remoteEntry.js' }, ['tools']);
    await lookLater();
    expect(showNewBuildPrompt).not.toHaveBeenCalled();
    answer({ ...ALL_OLD, tools: NEW });
    await lookLater();
    expect(showNewBuildPrompt).toHaveBeenCalledTimes(1);
  });

  it('looks at most once a minute', async () => {
    answer({ ...ALL_OLD, shell: NEW });
    await lookLater();
    clock += CHECK_EVERY_MS - 1;
    await checkForNewBuild();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    clock += 1;
    await checkForNewBuild();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // an event from the server may look at once
    await checkForNewBuild({ force: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('never looks while the tab is hidden or the browser offline', async () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await lookLater();
    visibility.mockReturnValue('visible');
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await lookLater();
    expect(fetchMock).not.toHaveBeenCalled();
    online.mockReturnValue(true);
    await checkForNewBuild();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('after 稍后 stays quiet about the same build and speaks again for a newer one', async () => {
    answer({ ...ALL_OLD, shell: NEW });
    await lookLater();
    expect(showNewBuildPrompt).toHaveBeenCalledTimes(1);
    later();
    await lookLater();
    expect(showNewBuildPrompt).toHaveBeenCalledTimes(1);
    answer({ ...ALL_OLD, shell: NEWER });
    await lookLater();
    expect(showNewBuildPrompt).toHaveBeenCalledTimes(2);
    // a loaded remote's new build is news too, though the shell's was put off
    later();
    answer({ ...ALL_OLD, shell: NEWER, system: NEW });
    await lookLater();
    expect(showNewBuildPrompt).toHaveBeenCalledTimes(3);
  });

  it('shows one prompt while it is on screen, however many builds follow', async () => {
    answer({ ...ALL_OLD, shell: NEW });
    await lookLater();
    answer({ ...ALL_OLD, shell: NEWER });
    await lookLater();
    expect(showNewBuildPrompt).toHaveBeenCalledTimes(1);
    // 稍后 covers what it was last about
    later();
    await lookLater();
    expect(showNewBuildPrompt).toHaveBeenCalledTimes(1);
  });

  it('says nothing when /builds.json cannot be had or makes no sense', async () => {
    fetchMock.mockResolvedValueOnce({ ok: false, status: 404, json: async () => ({}) });
    await lookLater();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await lookLater();
    fetchMock.mockResolvedValueOnce({ ok: true, json: async () => ['shell'] });
    await lookLater();
    expect(showNewBuildPrompt).not.toHaveBeenCalled();
  });
});

describe('parseBuilds and buildOfEntry', () => {
  it('keeps the shell and known remotes with plausible build ids', () => {
    expect(
      parseBuilds({ shell: OLD, system: NEW, evil: NEW, tools: '', monitor: 42, marketing: '<x>' }),
    ).toEqual({ shell: OLD, system: NEW });
    expect(parseBuilds(null)).toEqual({});
  });

  it('reads the build from a release address, and none from an unversioned one', () => {
    expect(buildOfEntry('system', entry('system', OLD))).toBe(OLD);
    expect(buildOfEntry('system', `http://cdn.example.com${entry('system', OLD)}`)).toBe(OLD);
    expect(buildOfEntry('system', '/mf/system/remoteEntry.js')).toBeUndefined();
    expect(buildOfEntry('system', entry('tools', OLD))).toBeUndefined();
  });
});
