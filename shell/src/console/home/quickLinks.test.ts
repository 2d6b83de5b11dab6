import { SIDEBAR_ROUTES } from '../routing/routeTree.fixture';
import { buildMenuTree } from '../layout/sidebar/menuTree';
import { greetingKey, quickLinkGroups } from './quickLinks';

describe('quickLinkGroups', () => {
  it('groups the links by section and gathers the loose ones', () => {
    const groups = quickLinkGroups(buildMenuTree(SIDEBAR_ROUTES), { key: 'other', title: '其他' }, [
      '/manage/index',
    ]);
    expect(groups.map((g) => [g.title, g.links.map((l) => l.title)])).toEqual([
      ['系统管理', ['用户管理', '角色管理', '字典管理', '操作日志', '登录日志']],
      ['系统工具', ['代码生成']],
      ['其他', ['通知公告', '接口文档', '坏页面', '若依官网']],
    ]);
  });

  it('has nothing for a user without menus', () => {
    expect(quickLinkGroups([], { key: 'other', title: '其他' }, [])).toEqual([]);
  });
});

describe('greetingKey', () => {
  it('follows the hour', () => {
    expect(greetingKey(8)).toBe('home.morning');
    expect(greetingKey(12)).toBe('home.afternoon');
    expect(greetingKey(19)).toBe('home.evening');
  });
});
