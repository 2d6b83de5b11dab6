import { permittedHiddenRoutes } from './hiddenRoutes';

const t = (key: string) => `<${key}>`;

describe('permittedHiddenRoutes', () => {
  it('gives every hidden route to the wildcard permission', () => {
    const routes = permittedHiddenRoutes({ permissions: ['*:*:*'], roles: ['admin'] }, t);
    expect(routes.map((r) => r.path)).toEqual([
      '/system/user-auth/role/:userId',
      '/system/role-auth/user/:roleId',
      '/system/dict-data/index/:dictId',
      '/monitor/job-log/index/:jobId',
      '/tool/gen-edit/index/:tableId',
    ]);
    expect(routes[0]).toMatchObject({
      component: 'system/user/authRole',
      hidden: true,
      meta: { title: '<title.authRole>', activeMenu: '/system/user' },
    });
  });

  it('adds a route only with its permission', () => {
    const routes = permittedHiddenRoutes(
      { permissions: ['system:dict:list', 'monitor:job:list'], roles: ['common'] },
      t,
    );
    expect(routes.map((r) => r.component)).toEqual(['system/dict/data', 'monitor/job/log']);
    expect(permittedHiddenRoutes({ permissions: [], roles: ['common'] }, t)).toEqual([]);
  });
});
