import { toDataScopeBody } from './DataScopeDialog';

describe('toDataScopeBody', () => {
  it('sends the departments of a custom scope', () => {
    expect(
      toDataScopeBody(2, {
        roleName: '普通角色',
        roleKey: 'common',
        dataScope: '2',
        depts: { checked: [105], saved: [100, 105], linked: false },
      }),
    ).toEqual({ roleId: 2, dataScope: '2', deptIds: [100, 105], deptCheckStrictly: false });
  });

  it('sends none for another scope, whose form shows no department tree', () => {
    // switching from 自定数据权限 to 全部数据权限 unmounts the tree: the form holds no `depts`
    expect(toDataScopeBody(3, { roleName: 'x', roleKey: 'x', dataScope: '1' })).toEqual({
      roleId: 3,
      dataScope: '1',
      deptIds: [],
      deptCheckStrictly: true,
    });
  });
});
