import Fuse from 'fuse.js/basic';
import { SIDEBAR_ROUTES } from '../../../routing/routeTree.fixture';
import { buildSearchIndex } from './searchIndex';
import { FUSE_OPTIONS } from './searchOptions';

const index = buildSearchIndex(SIDEBAR_ROUTES);

describe('buildSearchIndex', () => {
  it("titles each destination by its way there, joined with ' > '", () => {
    expect(index).toContainEqual({ title: '系统管理 > 用户管理', path: '/system/user' });
    expect(index).toContainEqual({ title: '系统管理 > 日志管理 > 操作日志', path: '/system/log/operlog' });
    expect(index).toContainEqual({ title: '首页', path: '/manage/index' });
  });

  it('leaves out noRedirect directories as destinations, hidden routes and routes without a title', () => {
    const paths = index.map((entry) => entry.path);
    expect(paths).not.toContain('/system');
    expect(paths).not.toContain('/system/log');
    expect(paths).not.toContain('/system/secret');
    expect(paths).not.toContain('/manageUser/profile');
    expect(paths).not.toContain('/manage');
    // the directory of a menu frame is no page
    expect(paths).not.toContain('/');
  });

  it('keeps a directory that redirects as a destination', () => {
    const redirecting = buildSearchIndex([
      {
        path: '/report',
        redirect: '/report/daily',
        meta: { title: '报表' },
        children: [{ path: 'daily', meta: { title: '日报' } }],
      },
    ]);
    expect(redirecting).toEqual([
      { title: '报表', path: '/report' },
      { title: '报表 > 日报', path: '/report/daily' },
    ]);
  });

  it('names a menu frame once', () => {
    expect(index).toContainEqual({ title: '接口文档', path: '/docs/example/com' });
  });

  it('keeps the query JSON and external links as they are', () => {
    expect(index).toContainEqual({ title: '通知公告', path: '/notice', query: '{"type":"1"}' });
    expect(index).toContainEqual({ title: '若依官网', path: 'http://ruoyi.vip' });
  });
});

describe('the fuzzy search (docs/product.md §5 options)', () => {
  const fuse = new Fuse(index, FUSE_OPTIONS);
  const search = (text: string) => fuse.search(text).map((result) => result.item.path);

  it('uses the options of the spec', () => {
    expect(FUSE_OPTIONS).toMatchObject({
      shouldSort: true,
      threshold: 0.4,
      location: 0,
      distance: 100,
      minMatchCharLength: 1,
      keys: [
        { name: 'title', weight: 0.7 },
        { name: 'path', weight: 0.3 },
      ],
    });
  });

  it('finds pages by title, tolerating a typo, and by path, best first', () => {
    expect(search('用户管理')[0]).toBe('/system/user');
    expect(search('操作日至')[0]).toBe('/system/log/operlog');
    expect(search('gen')[0]).toBe('/tool/gen');
  });
});
