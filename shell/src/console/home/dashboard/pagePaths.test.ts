import { buildConsoleRoutes } from '../../routing/consoleRoutes';
import { SIDEBAR_ROUTES } from '../../routing/routeTree.fixture';
import { pagePathOf } from './pagePaths';

const routes = buildConsoleRoutes(SIDEBAR_ROUTES, []);

describe('pagePathOf', () => {
  it('finds where the user opens a page, wherever the menu put it', () => {
    expect(pagePathOf(routes, 'system/user/index')).toBe('/system/user');
    expect(pagePathOf(routes, 'monitor/logininfor/index')).toBe('/system/log/logininfor');
  });

  it('has nothing for a page the user lacks', () => {
    expect(pagePathOf(routes, 'marketing/lead/index')).toBeUndefined();
    expect(pagePathOf(routes, 'Layout')).toBeUndefined();
  });
});
