import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@dis/shared';
import { http } from '@dis/shared/request';
import { clearDictCache } from '@dis/ui';
import { renderWithUi, NORMAL_DISABLE_DICT as STATUS, quietMessages } from '@dis/ui/testing';
import type { SysRole } from '@dis/contract';
import RolePage from './RolePage';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
  download: jest.fn(),
}));
const get = http.get as jest.Mock;
const put = http.put as jest.Mock;
quietMessages();

const common: SysRole = {
  roleId: 2,
  roleName: '普通角色',
  roleKey: 'common',
  roleSort: 2,
  dataScope: '2',
  menuCheckStrictly: true,
  deptCheckStrictly: true,
  status: '0',
  delFlag: '0',
  flag: false,
  menuIds: null,
  deptIds: null,
  permissions: null,
  admin: false,
  createBy: 'admin',
  createTime: '2024-01-05 10:00:00',
  updateBy: null,
  updateTime: null,
  remark: '普通角色',
};

const MENUS = [
  {
    id: 1,
    label: '系统管理',
    disabled: false,
    children: [
      { id: 100, label: '用户管理', disabled: false },
      { id: 101, label: '角色管理', disabled: false },
    ],
  },
];

beforeEach(() => {
  for (const mock of [get, put]) mock.mockReset();
  clearDictCache();
  localStorage.clear();
  get.mockImplementation((url: string) => {
    if (url === '/system/dict/data/type/sys_normal_disable')
      return Promise.resolve({ code: 200, data: STATUS });
    if (url === '/system/role/list') return Promise.resolve({ code: 200, total: 1, rows: [common] });
    if (url === '/system/role/2') return Promise.resolve({ code: 200, data: common });
    if (url === '/system/menu/roleMenuTreeselect/2')
      return Promise.resolve({ code: 200, checkedKeys: [100], menus: MENUS });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
  put.mockResolvedValue({ code: 200, msg: '操作成功' });
});

const ALL = [
  'system:role:list',
  'system:role:query',
  'system:role:add',
  'system:role:edit',
  'system:role:remove',
  'system:role:export',
];

describe('RolePage', () => {
  it('lists roles with the search fields and a status switch', async () => {
    renderWithUi(
      <MemoryRouter>
        <RolePage />
      </MemoryRouter>,
      { permissions: ALL },
    );
    const row = (await screen.findByText('普通角色')).closest('tr')!;
    expect(get).toHaveBeenCalledWith('/system/role/list', { pageNum: 1, pageSize: 20 });
    for (const placeholder of ['请输入角色名称', '请输入权限字符'])
      expect(screen.getByPlaceholderText(placeholder)).toBeTruthy();
    expect(await screen.findByRole('switch', { name: '状态: 普通角色' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: /数据权限/ })).toBeTruthy();
  });

  it('edits a role: the menu tree shows its menus; 全选 saves every menu', async () => {
    renderWithUi(
      <MemoryRouter>
        <RolePage />
      </MemoryRouter>,
      { permissions: ALL },
    );
    const row = (await screen.findByText('普通角色')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /修\s*改/ }));
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: 15000 }));
    await waitFor(() => expect((dialog.getByLabelText('权限字符') as HTMLInputElement).value).toBe('common'));
    expect(await dialog.findByText('系统管理')).toBeTruthy();
    expect(dialog.getByText('展开/折叠')).toBeTruthy();
    expect(dialog.getByText('父子联动')).toBeTruthy();
    fireEvent.click(dialog.getByText('全选/全不选'));
    fireEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        '/system/role',
        expect.objectContaining({
          roleId: 2,
          roleKey: 'common',
          menuIds: [1, 100, 101],
          menuCheckStrictly: true,
        }),
      ),
    );
  });

  it('修改 opens the menu tree down to the menus the role holds, other branches closed', async () => {
    const menus = [
      {
        id: 1,
        label: '系统管理',
        children: [
          { id: 100, label: '用户管理' },
          { id: 101, label: '角色管理' },
        ],
      },
      { id: 2, label: '系统监控', children: [{ id: 109, label: '在线用户' }] },
    ];
    const answers = get.getMockImplementation()!;
    get.mockImplementation((url: string) =>
      url === '/system/menu/roleMenuTreeselect/2'
        ? Promise.resolve({ code: 200, checkedKeys: [100], menus })
        : answers(url),
    );
    renderWithUi(
      <MemoryRouter>
        <RolePage />
      </MemoryRouter>,
      { permissions: ALL },
    );
    const row = (await screen.findByText('普通角色')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /修\s*改/ }));
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: 15000 }));
    expect(await dialog.findByText('用户管理')).toBeTruthy();
    expect(dialog.getByText('系统监控')).toBeTruthy();
    expect(dialog.queryByText('在线用户')).toBeNull();
    expect((dialog.getByRole('checkbox', { name: '展开/折叠' }) as HTMLInputElement).checked).toBe(false);
  });

  it("数据权限 opens the department tree with every branch open and the role's departments ticked", async () => {
    const depts = [
      {
        id: 100,
        label: '若依科技',
        children: [{ id: 101, label: '深圳总公司', children: [{ id: 103, label: '研发部门' }] }],
      },
    ];
    const answers = get.getMockImplementation()!;
    get.mockImplementation((url: string) =>
      url === '/system/role/deptTree/2'
        ? Promise.resolve({ code: 200, checkedKeys: [103], depts })
        : answers(url),
    );
    renderWithUi(
      <MemoryRouter>
        <RolePage />
      </MemoryRouter>,
      { permissions: ALL },
    );
    const row = (await screen.findByText('普通角色')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /数据权限/ }));
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: 15000 }));
    const leaf = await dialog.findByText('研发部门');
    // shown ticked, though three levels down
    expect(leaf.closest('.ant-tree-treenode')!.className).toContain('ant-tree-treenode-checkbox-checked');
    expect((dialog.getByRole('checkbox', { name: '展开/折叠' }) as HTMLInputElement).checked).toBe(true);
  });
});
