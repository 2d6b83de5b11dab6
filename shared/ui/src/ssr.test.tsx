/** @jest-environment node */
import { queryKeys } from '@dis/contract/resources';
import { useTranslation } from '@dis/shared';
import { getQueryClient, readParams } from '@dis/shared/query';
import { useAppSelector } from '@dis/shared/store';
import { Button } from 'antd';
import { applyColumnPrefs, useColumnPrefs } from './columns/columnPrefs';
import { useListQuery } from './query/useListQuery';
import { consolePageRenderer } from './ssr';

/** Asked for nothing: a drawn page reads what its render's cache holds. */
const fetch = jest.fn(() => Promise.reject(new Error('asked the network')));
const listKey = (query: object, lang: string) => queryKeys.list('system/user', readParams(query), lang);

/**
 * A console page drawn by the server for a signed-in user (docs/site/rendering.md "The console's
 * first view"): with that user in the store, the page's first reads from the request's answers,
 * antd as the console configures it, the words in the request's language.
 */
function Page() {
  const name = useAppSelector((s) => s.user.name);
  const may = useAppSelector((s) => s.user.permissions.includes('system:user:add'));
  const { t } = useTranslation('ui');
  const list = useListQuery<object, { userName: string }>({ filters: {}, fetch, queryKey: listKey });
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
const request = (overrides: object = {}) => ({
  url: '/system/user',
  lang: 'zh-cn' as const,
  info: info(['system:user:add']),
  routers: { code: 200, data: [] },
  answers: { '/system/user/list?pageNum=1&pageSize=20': LIST },
  module: './user/index',
  ...overrides,
});

describe('a console page drawn by the server', () => {
  it('is drawn for the signed-in user with the answers of its first reads', async () => {
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
    expect(fetch).not.toHaveBeenCalled();
  });

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
    const drawn = await render(
      request({ answers: { ...request().answers, '/system/columnPref/system.user': saved } }),
    );
    expect(drawn!.html).toContain('<p class="widths">userName:240</p>');
    expect(drawn!.parts).toContain('ui-columns');
    // another user's view, without saved preferences: the defaults, not the widths before
    const next = await render(request());
    expect(next!.html).toContain('<p class="widths">userName:100</p>');
    expect(next!.parts).not.toContain('ui-columns');
  });
});
