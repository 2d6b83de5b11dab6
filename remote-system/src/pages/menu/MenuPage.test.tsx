import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from '@dis/shared/request';
import { clearDictCache, feedback } from '@dis/ui';
import { renderWithUi, quietMessages } from '@dis/ui/testing';
import type { SysMenu } from '@dis/contract';
import MenuPage from './MenuPage';

// antd tables and the lazily loaded dialog are slow on a busy shared machine
jest.setTimeout(90_000);

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
}));
const get = http.get as jest.Mock;
const post = http.post as jest.Mock;
const put = http.put as jest.Mock;
const remove = http.delete as jest.Mock;
const confirm = jest.spyOn(feedback, 'confirm');
quietMessages();

const dict = (dictType: string, pairs: Array<[string, string]>) =>
  pairs.map(([dictValue, dictLabel], i) => ({
    dictCode: i,
    dictType,
    dictValue,
    dictLabel,
    listClass: '',
    cssClass: '',
  }));

const menu = (fields: Partial<SysMenu>): SysMenu => ({
  menuId: 1,
  menuName: '系统管理',
  menuNameEn: 'System',
  parentName: null,
  parentId: 0,
  orderNum: 1,
  path: 'system',
  component: null,
  query: '',
  routeName: '',
  isFrame: '1',
  isCache: '0',
  menuType: 'M',
  visible: '0',
  status: '0',
  perms: '',
  icon: 'system',
  children: [],
  createBy: 'admin',
  createTime: '2024-01-05 10:00:00',
  updateBy: null,
  updateTime: null,
  remark: null,
  ...fields,
});

const MENUS = [
  menu({}),
  menu({
    menuId: 102,
    menuName: '菜单管理',
    menuNameEn: 'Menus',
    parentId: 1,
    orderNum: 3,
    menuType: 'C',
    path: 'menu',
    component: 'system/menu/index',
    perms: 'system:menu:list',
    icon: 'tree-table',
  }),
];

const ALL = [
  'system:menu:list',
  'system:menu:query',
  'system:menu:add',
  'system:menu:edit',
  'system:menu:remove',
];

beforeEach(() => {
  for (const mock of [get, post, put, remove, confirm]) mock.mockReset();
  clearDictCache();
  localStorage.clear();
  get.mockImplementation((url: string) => {
    if (url === '/system/dict/data/type/sys_normal_disable')
      return Promise.resolve({
        code: 200,
        data: dict('sys_normal_disable', [
          ['0', '正常'],
          ['1', '停用'],
        ]),
      });
    if (url === '/system/dict/data/type/sys_show_hide')
      return Promise.resolve({
        code: 200,
        data: dict('sys_show_hide', [
          ['0', '显示'],
          ['1', '隐藏'],
        ]),
      });
    if (url === '/system/menu/list')
      return Promise.resolve({ code: 200, data: MENUS.map((m) => ({ ...m, children: [] })) });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
});

const expandAll = async () => {
  await screen.findByText('系统管理');
  fireEvent.click(screen.getByRole('button', { name: /展开\/折叠/ }));
  return (await screen.findByText('菜单管理')).closest('tr')!;
};

describe('MenuPage', () => {
  it("shows the menu tree with type, permission and component; deletes after RuoYi's question", async () => {
    confirm.mockResolvedValue(true);
    remove.mockResolvedValue({ code: 200 });
    renderWithUi(<MenuPage />, { permissions: ALL });
    const row = await expandAll();
    expect(within(row).getByText('system:menu:list')).toBeTruthy();
    expect(within(row).getByText('system/menu/index')).toBeTruthy();
    expect(within(row).getByText('菜单')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/system/menu/102'));
    expect(confirm.mock.calls[0][0].content).toBe('是否确认删除名称为"菜单管理"的数据项？');
  });

  it('saves only the changed orders with 保存排序', async () => {
    put.mockResolvedValue({ code: 200 });
    renderWithUi(<MenuPage />, { permissions: ALL });
    await expandAll();
    fireEvent.click(screen.getByRole('button', { name: /保存排序/ }));
    expect(feedback.message.info).toHaveBeenCalledWith('未检测到排序修改');
    fireEvent.change(screen.getByLabelText('排序: 菜单管理'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: /保存排序/ }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/system/menu/updateSort', { menuIds: '102', orderNums: '9' }),
    );
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('排序保存成功'));
  });

  it('adds a button under a row: the type hides the route fields and the body has the parent', async () => {
    post.mockResolvedValue({ code: 200 });
    renderWithUi(<MenuPage />, { permissions: ALL });
    const row = await expandAll();
    fireEvent.click(within(row).getByRole('button', { name: /新\s*增/ }));
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: 45000 }));
    expect(await dialog.findByText('添加菜单')).toBeTruthy();
    expect(dialog.getByLabelText('路由地址')).toBeTruthy();
    fireEvent.click(await dialog.findByRole('radio', { name: '按钮' }));
    await waitFor(() => expect(dialog.queryByLabelText('路由地址')).toBeNull());
    fireEvent.change(dialog.getByLabelText('菜单名称'), { target: { value: ' 菜单导出 ' } });
    fireEvent.change(dialog.getByLabelText('英文名称'), { target: { value: 'Export menus' } });
    fireEvent.change(dialog.getByLabelText('显示排序'), { target: { value: '5' } });
    fireEvent.change(dialog.getByLabelText('权限字符'), { target: { value: 'system:menu:export' } });
    fireEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/system/menu',
        expect.objectContaining({
          parentId: 102,
          menuType: 'F',
          menuName: '菜单导出',
          menuNameEn: 'Export menus',
          orderNum: 5,
          path: '',
          perms: 'system:menu:export',
        }),
      ),
    );
  });
});
