import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from '@dis/shared/request';
import { clearDictCache, feedback } from '@dis/ui';
import { renderWithUi, quietMessages, NORMAL_DISABLE_DICT } from '@dis/ui/testing';
import type { SysDept } from '@dis/contract';
import DeptPage from './DeptPage';

// antd tables and the lazily loaded dialog are slow on a busy shared machine
jest.setTimeout(90_000);

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
}));
const get = http.get as jest.Mock;
const post = http.post as jest.Mock;
const confirm = jest.spyOn(feedback, 'confirm');
quietMessages();

const dept = (fields: Partial<SysDept>): SysDept => ({
  deptId: 100,
  parentId: 0,
  ancestors: '0',
  deptName: '若依科技',
  orderNum: 0,
  leader: '若依',
  phone: '15888888888',
  email: 'ry@qq.com',
  status: '0',
  delFlag: '0',
  parentName: null,
  children: [],
  createBy: 'admin',
  createTime: '2024-01-05 10:00:00',
  updateBy: null,
  updateTime: null,
  remark: null,
  ...fields,
});

const DEPTS = [
  dept({}),
  dept({ deptId: 101, parentId: 100, ancestors: '0,100', deptName: '深圳总公司', orderNum: 1 }),
  dept({
    deptId: 103,
    parentId: 101,
    ancestors: '0,100,101',
    deptName: '研发部门',
    orderNum: 1,
    status: '1',
  }),
];

const ALL = [
  'system:dept:list',
  'system:dept:query',
  'system:dept:add',
  'system:dept:edit',
  'system:dept:remove',
];

beforeEach(() => {
  for (const mock of [get, post, confirm]) mock.mockReset();
  clearDictCache();
  localStorage.clear();
  get.mockImplementation((url: string) => {
    if (url === '/system/dict/data/type/sys_normal_disable')
      return Promise.resolve({ code: 200, data: NORMAL_DISABLE_DICT });
    if (url === '/system/dept/list')
      return Promise.resolve({ code: 200, data: DEPTS.map((d) => ({ ...d, children: [] })) });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
});

describe('DeptPage', () => {
  it('shows the whole tree open, with status tags, and no 删除 on the root', async () => {
    renderWithUi(<DeptPage />, { permissions: ALL });
    const research = (await screen.findByText('研发部门')).closest('tr')!;
    await waitFor(() => expect(within(research).getByText('停用').closest('.ant-tag')).not.toBeNull());
    // a leaf has nothing to open
    expect(within(research).queryByRole('button', { name: /展开行|关闭行/ })).toBeNull();
    const root = screen.getByText('若依科技').closest('tr')!;
    expect(within(root).getByRole('button', { name: /展开行|关闭行/ })).toBeTruthy();
    expect(within(root).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(within(root).getByRole('button', { name: /修\s*改/ })).toBeTruthy();
    expect(within(research).getByRole('button', { name: /删\s*除/ })).toBeTruthy();
  });

  it('adds under a row: refuses a bad phone and e-mail, then saves with the parent', async () => {
    post.mockResolvedValue({ code: 200 });
    renderWithUi(<DeptPage />, { permissions: ALL });
    const row = (await screen.findByText('深圳总公司')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /新\s*增/ }));
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: 45000 }));
    expect(await dialog.findByText('添加部门')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('部门名称'), { target: { value: ' 前端组 ' } });
    fireEvent.change(dialog.getByLabelText('显示排序'), { target: { value: '2' } });
    fireEvent.change(dialog.getByLabelText('联系电话'), { target: { value: '12345' } });
    fireEvent.change(dialog.getByLabelText('邮箱'), { target: { value: 'nope' } });
    fireEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    expect(await dialog.findByText('请输入正确的手机号码')).toBeTruthy();
    expect(await dialog.findByText('请输入正确的邮箱地址')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(dialog.getByLabelText('联系电话'), { target: { value: '13800000000' } });
    fireEvent.change(dialog.getByLabelText('邮箱'), { target: { value: 'fe@example.com' } });
    fireEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/system/dept', {
        parentId: 101,
        deptName: '前端组',
        orderNum: 2,
        leader: null,
        phone: '13800000000',
        email: 'fe@example.com',
        status: '0',
      }),
    );
  });
});
