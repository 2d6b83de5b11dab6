/** @jest-environment node */
import { queryKeys } from '@dis/contract/resources';
import { useTranslation } from '@dis/shared';
import { getQueryClient, readParams, useQuery } from '@dis/shared/query';
import { http } from '@dis/shared/request';
import { useAppSelector } from '@dis/shared/store';
import { Button } from 'antd';
import { applyColumnPrefs, useColumnPrefs } from './columns/columnPrefs';
import { useListQuery } from './query/useListQuery';
import { consolePageRenderer, MAX_RENDER_READS } from './ssr';

/** The list as the kit's readers ask it: through the one request client, which a render routes to its asker. */
const fetch = (query: object) =>
  http.get<{ rows: Array<{ userName: string }>; total: number }>('/system/user/list', query);
const listKey = (query: object, lang: string) => queryKeys.list('system/user', readParams(query), lang);
/** The list's page size: a page that changes it reads another address. */
let pageSize = 20;
/** Called each time the page is rendered. */
const rendered = jest.fn();
/** What the page's own query reads besides (a test's). */
let extra: null | { key: string; read: () => Promise<unknown> } = null;

function Extra() {
  const read = useQuery({ queryKey: ['extra', extra!.key], queryFn: extra!.read });
  return <p className="extra">{read.status}</p>;
}

/**
 * A console page drawn by the server for a signed-in user (docs/site/rendering.md "The console's
 * first view"): with that user in the store, the page's reads learned by rendering it and asked
 * through the request's asker,
 * antd as the console configures it, the words in the request's language.
 */
function Page() {
  const name = useAppSelector((s) => s.user.name);
  const may = useAppSelector((s) => s.user.permissions.includes('system:user:add'));
  const { t } = useTranslation('ui');
  rendered();
  const list = useListQuery<object, { userName: string }>({
    filters: {},
    fetch: fetch as never,
    queryKey: listKey,
    pageSize,
  });
  const settings = useAppSelector((s) => `${s.settings.themeMode} ${s.settings.navType} ${s.app.size}`);
  const [prefs] = useColumnPrefs('system.user');
  const columns = applyColumnPrefs([{ key: 'userName', width: 100 }], prefs);
  return (
    <main>
      <h1>{name}</h1>
      <p className="settings">{settings}</p>
      <p className="widths">{columns.map((column) => `${column.key}:${column.width}`).join(' ')}</p>
      <p>{t('crud.add')}</p>
      {may ? <Button type="primary">+</Button> : null}
      {extra ? <Extra /> : null}
      <ul>
        {list.rows.map((row) => (
          <li key={row.userName}>{row.userName}</li>
        ))}
      </ul>
    </main>
  );
}

const info = (permissions: string[]) => ({
  code: 200,
  roles: ['admin'],
  permissions,
  user: { userId: 1, userName: 'admin', nickName: 'Admin' },
});
const LIST = { code: 200, total: 2, rows: [{ userName: 'admin' }, { userName: 'ry' }] };

const render = consolePageRenderer(
  (module) => (module === './user/index' ? Promise.resolve({ default: Page }) : null),
  [],
);
const LIST_ADDRESS = '/system/user/list?pageNum=1&pageSize=20';
/** The API as the session's asker answers it: a success for what it holds, null (refused) else. */
let api: Record<string, unknown> = {};
const ask = jest.fn((address: string) => Promise.resolve(api[address] ?? null));
const request = (overrides: object = {}) => ({
  url: '/system/user',
  lang: 'zh-cn' as const,
  info: info(['system:user:add']),
  routers: { code: 200, data: [] },
  ask,
  module: './user/index',
  ...overrides,
});

beforeEach(() => {
  api = { [LIST_ADDRESS]: LIST, '/system/user/list?pageNum=1&pageSize=10': LIST_OF_TEN };
  ask.mockClear();
  pageSize = 20;
  rendered.mockClear();
  extra = null;
});

const LIST_OF_TEN = { code: 200, total: 1, rows: [{ userName: 'ten' }] };
/** The queries a render's carried state holds, by key. */
const carriedKeys = (drawn: { state?: unknown } | null) =>
  (drawn!.state as { state: { queries: Array<{ queryKey: unknown[] }> } }).state.queries.map(
    (q) => q.queryKey,
  );

describe('a console page drawn by the server', () => {
  it('is drawn for the signed-in user with the reads it makes, asked as the session', async () => {
    const drawn = await render(request());
    expect(drawn).not.toBeNull();
    expect(drawn!.html).toContain('<h1>admin</h1>');
    expect(drawn!.html).toContain('<li>admin</li><li>ry</li>');
    expect(drawn!.html).toMatch(/<button[^>]*class="[^"]*ant-btn-primary/);
    // the kit's words in the request's language
    expect(drawn!.html).toContain('<p>新增</p>');
    // the theme's variables the markup is drawn with
    expect(drawn!.styles).toMatch(/--ant-/);
    // the answers are the render's only, in a cache of its own: nothing is left for another reader
    expect(getQueryClient().getQueryCache().getAll()).toEqual([]);
    // what it read, for its next render; its cache for the document, refusals left out
    expect(ask.mock.calls.map(([address]) => address).sort()).toEqual([
      '/system/columnPref/system.user',
      LIST_ADDRESS,
    ]);
    expect(drawn!.reads!.sort()).toEqual(['/system/columnPref/system.user', LIST_ADDRESS]);
    expect(drawn!.state).toMatchObject({ lang: 'zh-cn' });
    expect(carriedKeys(drawn)).toEqual([listKey({ pageNum: 1, pageSize: 20 }, 'zh-cn')]);
  });

  it('learns its reads by rendering: what it read last time is asked first, and renders once', async () => {
    const learned = (await render(request()))!.reads!;
    // knowing nothing, it rendered, read, and rendered again with the answers in
    expect(rendered.mock.calls.length).toBeGreaterThan(1);
    ask.mockClear();
    rendered.mockClear();
    const drawn = await render(request({ reads: learned }));
    expect(drawn!.html).toContain('<li>admin</li><li>ry</li>');
    expect(rendered).toHaveBeenCalledTimes(1);
    expect(ask).toHaveBeenCalledTimes(2);
    // the page now shows ten rows a page: the address it read before is not the one it reads now,
    // and it is drawn with the rows of the new one all the same
    pageSize = 10;
    ask.mockClear();
    const changed = await render(request({ reads: learned }));
    expect(changed!.html).toContain('<li>ten</li>');
    expect(changed!.html).not.toContain('<li>ry</li>');
    expect(ask.mock.calls.map(([address]) => address)).toContain('/system/user/list?pageNum=1&pageSize=10');
    expect(changed!.reads!.sort()).toEqual([
      '/system/columnPref/system.user',
      '/system/user/list?pageNum=1&pageSize=10',
    ]);
    expect(carriedKeys(changed)).toEqual([listKey({ pageNum: 1, pageSize: 10 }, 'zh-cn')]);
  });

  it('reads nothing but GET of API addresses, at most eight, through its asker only', async () => {
    // a write while rendering is refused, and never reaches the asker or the network
    extra = { key: 'post', read: () => http.post('/system/user', { userName: 'x' }) };
    let drawn = await render(request());
    expect(drawn!.html).toContain('<p class="extra">pending</p>');
    expect(ask.mock.calls.map(([address]) => address)).not.toContain('/system/user');
    // as are foreign addresses
    for (const address of [
      '//evil.example/x',
      'https://evil.example/x',
      '/system/user/list?a=<b>',
      '/system/../getInfo',
    ]) {
      ask.mockClear();
      extra = { key: address, read: () => http.get(address) };
      drawn = await render(request());
      expect(drawn!.html).toContain('<p class="extra">pending</p>');
      expect(ask.mock.calls.map(([asked]) => asked)).not.toContain(address);
      expect(ask.mock.calls.map(([asked]) => asked)).not.toContain(address.replace(/^https:/, ''));
    }
    // and reads past the eighth
    ask.mockClear();
    const many = Array.from({ length: 12 }, (_, index) => `/system/post/${index}`);
    const answered = await render(request({ reads: many }));
    expect(answered).not.toBeNull();
    expect(ask.mock.calls.length).toBeLessThanOrEqual(MAX_RENDER_READS);
  });

  it('fails when its reads are not in within its time, and the next render is not touched by them', async () => {
    const hang = jest.fn(() => new Promise<unknown>(() => undefined));
    await expect(render(request({ ask: hang }))).rejects.toThrow(/took longer/);
    const next = await render(request());
    expect(next!.html).toContain('<li>admin</li><li>ry</li>');
  }, 15_000);

  it('follows the user’s rights and language', async () => {
    const drawn = await render(request({ info: info([]), lang: 'en' }));
    expect(drawn!.html).not.toContain('ant-btn-primary');
    const english = await render(request({ lang: 'en' }));
    expect(english!.html).toContain('<p>Add</p>');
  });

  it('draws nothing for a refused session, or a page it does not know', async () => {
    expect(await render(request({ info: { code: 401, msg: 'expired' } }))).toBeNull();
    expect(await render(request({ module: './nothing/index' }))).toBeNull();
  });

  it("is drawn with the browser's own settings from its cookies, and the defaults without them", async () => {
    const dark = await render(
      request({
        settings: { 'layout-setting': '{"themeMode":"dark","navType":3}', sidebarStatus: '0', size: 'small' },
      }),
    );
    expect(dark!.html).toContain('<p class="settings">dark 3 small</p>');
    // the next view is another browser's: nothing of the one before is left
    const plain = await render(request());
    expect(plain!.html).toContain('<p class="settings">light 1 medium</p>');
  });

  it('is drawn with the saved column widths, and names their kit so the console takes it first', async () => {
    const saved = { code: 200, data: { hidden: [], order: [], widths: { userName: 240 } } };
    api['/system/columnPref/system.user'] = saved;
    const drawn = await render(request());
    delete api['/system/columnPref/system.user'];
    expect(drawn!.html).toContain('<p class="widths">userName:240</p>');
    expect(drawn!.parts).toContain('ui-columns');
    // another user's view, without saved preferences: the defaults, not the widths before
    const next = await render(request());
    expect(next!.html).toContain('<p class="widths">userName:100</p>');
    expect(next!.parts).not.toContain('ui-columns');
  });
});
