import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage, type SysUser } from '@dis/shared';
import { http } from '@dis/shared/request';
import { clearDictCache } from '@dis/ui';
import { renderWithUi } from '@dis/ui/testing';
import UserPage from './UserPage';

jest.mock('@dis/shared/request', () => ({ http: { get: jest.fn() } }));
const get = http.get as jest.Mock;

const deptTree = [
  {
    id: 100,
    label: '若依科技',
    children: [
      { id: 101, label: '深圳总公司', children: [{ id: 103, label: '研发部门' }] },
      { id: 102, label: '长沙分公司' },
    ],
  },
];

const admin = {
  userId: 1,
  userName: 'admin',
  nickName: '若依',
  phonenumber: '15888888888',
  status: '0',
  createTime: '2024-01-05 10:00:00',
  dept: { deptId: 103, deptName: '研发部门' },
} as SysUser;

let listAnswer: () => Promise<unknown>;

function routeCalls() {
  get.mockImplementation((url: string) => {
    if (url === '/system/user/deptTree') return Promise.resolve({ code: 200, data: deptTree });
    if (url === '/system/dict/data/type/sys_normal_disable') {
      return Promise.resolve({
        code: 200,
        data: [
          {
            dictCode: 1,
            dictValue: '0',
            dictLabel: '正常',
            dictType: 'sys_normal_disable',
            listClass: 'primary',
            cssClass: '',
          },
          {
            dictCode: 2,
            dictValue: '1',
            dictLabel: '停用',
            dictType: 'sys_normal_disable',
            listClass: 'danger',
            cssClass: '',
          },
        ],
      });
    }
    if (url === '/system/user/list') return listAnswer();
    return Promise.reject(new Error(`unexpected ${url}`));
  });
}

const listCalls = () =>
  get.mock.calls.filter(([url]) => url === '/system/user/list').map(([, params]) => params);
const lastListCall = () => listCalls().at(-1);

beforeEach(() => {
  get.mockReset();
  clearDictCache();
  localStorage.clear();
  listAnswer = () => Promise.resolve({ code: 200, msg: '查询成功', total: 1, rows: [admin] });
  routeCalls();
});

async function renderPage() {
  renderWithUi(<UserPage />);
  await screen.findByText('15888888888');
  await screen.findByText('深圳总公司');
}

describe('UserPage', () => {
  it('lists the users of page 1 with their department and status', async () => {
    await renderPage();
    expect(lastListCall()).toEqual({ pageNum: 1, pageSize: 20 });
    const row = screen.getByText('15888888888').closest('tr')!;
    expect(within(row).getByText('admin')).toBeTruthy();
    expect(within(row).getByText('研发部门')).toBeTruthy();
    expect(within(row).getByText('2024-01-05 10:00:00')).toBeTruthy();
    await waitFor(() => expect(within(row).getByText('正常').closest('.ant-tag')).not.toBeNull());
    for (const title of ['用户编号', '用户名称', '用户昵称', '部门', '手机号码', '状态', '创建时间']) {
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    }
    // add / edit / delete / import / export come with their endpoints
    expect(screen.queryByRole('button', { name: /新增|修改|删除|导入|导出/ })).toBeNull();
  });

  it('searches with the form filters from page 1', async () => {
    await renderPage();
    fireEvent.change(screen.getByPlaceholderText('请输入用户名称'), { target: { value: 'ad' } });
    fireEvent.change(screen.getByPlaceholderText('请输入手机号码'), { target: { value: '158' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
    fireEvent.click(await screen.findByTitle('停用'));
    fireEvent.click(screen.getByRole('button', { name: /^search 搜\s*索$/ }));
    await waitFor(() =>
      expect(lastListCall()).toEqual({
        userName: 'ad',
        phonenumber: '158',
        status: '1',
        params: { beginTime: undefined, endTime: undefined },
        pageNum: 1,
        pageSize: 20,
      }),
    );
  });

  it('filters by the clicked department, and clears it on a second click', async () => {
    await renderPage();
    fireEvent.change(screen.getByPlaceholderText('请输入用户名称'), { target: { value: 'ad' } });
    fireEvent.click(screen.getByText('深圳总公司'));
    await waitFor(() => expect(lastListCall()).toMatchObject({ deptId: 101, userName: 'ad', pageNum: 1 }));
    fireEvent.click(screen.getByText('深圳总公司'));
    await waitFor(() => expect(lastListCall()).toMatchObject({ deptId: undefined, userName: 'ad' }));
  });

  it('reset clears the form and the department', async () => {
    await renderPage();
    fireEvent.click(screen.getByText('长沙分公司'));
    await waitFor(() => expect(lastListCall()).toMatchObject({ deptId: 102 }));
    fireEvent.change(screen.getByPlaceholderText('请输入用户名称'), { target: { value: 'ry' } });
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(lastListCall()).toEqual({ pageNum: 1, pageSize: 20 }));
    expect(screen.getByText('长沙分公司').closest('.ant-tree-treenode-selected')).toBeNull();
    expect((screen.getByPlaceholderText('请输入用户名称') as HTMLInputElement).value).toBe('');
  });

  it('filters the department tree by name', async () => {
    await renderPage();
    fireEvent.change(screen.getByPlaceholderText('请输入部门名称'), { target: { value: '长沙' } });
    await waitFor(() => expect(screen.queryByText('深圳总公司')).toBeNull());
    expect(screen.getByText('长沙分公司')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('请输入部门名称'), { target: { value: 'zzz' } });
    expect(await screen.findByText('没有匹配的部门')).toBeTruthy();
  });

  it('hides the search form and columns from the toolbar', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: '隐藏搜索' }));
    expect(screen.getByPlaceholderText('请输入用户名称').closest('form')!.hidden).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '显隐列' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '手机号码' }));
    await waitFor(() => expect(screen.queryByText('15888888888')).toBeNull());
    const before = listCalls().length;
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(listCalls().length).toBe(before + 1));
  });

  it('shows the empty state and a failed load with a retry', async () => {
    listAnswer = () => Promise.resolve({ code: 200, msg: '查询成功', total: 0, rows: [] });
    renderWithUi(<UserPage />);
    await waitFor(() =>
      expect(document.querySelector('.ant-empty-description')?.textContent).toBe('暂无数据'),
    );
    expect(document.querySelector('.ant-pagination')).toBeNull();
    listAnswer = () => Promise.reject(new Error('当前操作没有权限'));
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(await screen.findByText('当前操作没有权限')).toBeTruthy();
    listAnswer = () => Promise.resolve({ code: 200, msg: '查询成功', total: 1, rows: [admin] });
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('15888888888')).toBeTruthy();
  });

  it('speaks English', async () => {
    await changeLanguage('en');
    try {
      renderWithUi(<UserPage />);
      expect(await screen.findByText('Organization')).toBeTruthy();
      expect(screen.getByPlaceholderText('Enter a user name')).toBeTruthy();
      expect(screen.getAllByText('Phone number').length).toBeGreaterThan(0);
    } finally {
      await act(() => changeLanguage('zh-cn'));
    }
  });
});
