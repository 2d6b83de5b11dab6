import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryKeys } from '@dis/contract/resources';
import { changeLanguage, MemoryRouter, toQueryString, type SysUser } from '@dis/shared';
import { http, RequestError, uploadFile } from '@dis/shared/request';
import { resetQueryClient } from '@dis/shared/query';
import { clearDictCache } from '@dis/ui';
import { carryInDocument, renderWithUi } from '@dis/ui/testing';
import UserPage from './UserPage';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
  uploadFile: jest.fn(),
  fetchConfigValue: jest.fn(() => Promise.resolve('0')),
}));
const get = http.get as jest.Mock;
const put = http.put as jest.Mock;
const upload = uploadFile as jest.Mock;
const ALL = [
  'system:user:add',
  'system:user:edit',
  'system:user:remove',
  'system:user:import',
  'system:user:export',
  'system:user:resetPwd',
];

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
const ry = { ...admin, userId: 2, userName: 'ry', phonenumber: '15666666666' } as SysUser;

// the dialogs and the switch load lazily: slow on a busy machine
const LAZY = { timeout: 20000 };
jest.setTimeout(90_000);

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
  put.mockReset();
  upload.mockReset();
  clearDictCache();
  localStorage.clear();
  listAnswer = () => Promise.resolve({ code: 200, msg: '查询成功', total: 1, rows: [admin] });
  routeCalls();
});

const renderRouted = (permissions: string[] = []) =>
  renderWithUi(
    <MemoryRouter>
      <UserPage />
    </MemoryRouter>,
    { permissions },
  );

async function renderPage(permissions: string[] = []) {
  renderRouted(permissions);
  await screen.findByText('15888888888');
  await screen.findByText('深圳总公司');
}

describe('UserPage', () => {
  it('draws its first view from the cache its document carries, in its first render, asking for none', async () => {
    // docs/site/rendering.md "The console's first view": the server renders the page, its reads
    // answered as they are asked (the request client sends them to the render's asker), and the
    // document carries the cache that render filled (docs/site/document.md "A console document").
    // The browser's first render then has its rows, tree and statuses; a reader whose key misses
    // what the render read asks the network: this fails
    const dict = (dictValue: string, dictLabel: string, dictType: string) => ({
      dictCode: Number(dictValue) + 1,
      dictValue,
      dictLabel,
      dictType,
      listClass: 'primary',
      cssClass: '',
    });
    const api: Record<string, unknown> = {
      '/system/user/deptTree': { code: 200, data: deptTree },
      '/system/columnPref/system.user': { code: 200, data: null },
      '/system/user/list?pageNum=1&pageSize=20': {
        code: 200,
        msg: '查询成功',
        total: 2,
        rows: [admin, ry],
      },
      '/system/dict/data/type/sys_normal_disable': {
        code: 200,
        data: [dict('0', '正常', 'sys_normal_disable'), dict('1', '停用', 'sys_normal_disable')],
      },
      '/system/dict/data/type/sys_user_sex': { code: 200, data: [dict('0', '男', 'sys_user_sex')] },
    };
    const addressOf = (url: string, params?: object) => {
      const query = toQueryString(params as Record<string, unknown> | undefined);
      return query ? `${url}?${query}` : url;
    };
    get.mockImplementation((url: string, params?: object) => {
      const answer = api[addressOf(url, params)];
      return answer ? Promise.resolve(answer) : Promise.reject(new Error(`unexpected ${url}`));
    });
    // the render that learns the page's reads: what it asks, answered
    const learning = renderRouted();
    await screen.findByText('15666666666');
    await screen.findByText('深圳总公司');
    await act(async () => undefined);
    const read = [
      ...new Set(get.mock.calls.map(([url, params]: [string, object | undefined]) => addressOf(url, params))),
    ];
    // every read is a GET of an address whose answer the browser's reader finds under its own key
    for (const address of read) expect(queryKeys.ofAddress(address, 'zh-cn')).toBeDefined();
    expect(read).toEqual(
      expect.arrayContaining(['/system/user/list?pageNum=1&pageSize=20', '/system/user/deptTree']),
    );
    learning.unmount();
    carryInDocument(Object.fromEntries(read.map((address) => [address, api[address]])));
    get.mockClear();
    // a fresh page with that document
    clearDictCache();
    resetQueryClient();
    renderRouted();
    // no await: the rows, the tree and the statuses are in the page's first render
    const row = screen.getByText('15666666666').closest('tr')!;
    expect(within(row).getByText('ry')).toBeTruthy();
    expect(within(row).getByText('正常').closest('.ant-tag')).not.toBeNull();
    expect(screen.getByText('深圳总公司')).toBeTruthy();
    expect(screen.getByText('共 2 条')).toBeTruthy();
    // nor after it: the status switches' code in, the effects run, nothing asked
    await act(async () => undefined);
    await waitFor(() => expect(within(row).getByText('正常').closest('.ant-tag')).not.toBeNull());
    expect(get).not.toHaveBeenCalled();
  });

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
    // without permissions: no toolbar button, no row action, the status as a tag, the name as text
    expect(within(row).queryByRole('button', { name: 'admin' })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增|修改|删除|导入|导出|更多/ })).toBeNull();
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

  it("offers each action with its permission, never on the super admin, and switches a status after RuoYi's question", async () => {
    listAnswer = () => Promise.resolve({ code: 200, msg: '查询成功', total: 2, rows: [admin, ry] });
    put.mockResolvedValue({ code: 200, msg: '操作成功' });
    await renderPage(ALL);
    for (const name of [/新\s*增/, /导\s*入/, /导\s*出/])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    const adminRow = screen.getByText('15888888888').closest('tr')!;
    const ryRow = screen.getByText('15666666666').closest('tr')!;
    expect(within(adminRow).queryByRole('button', { name: /修改|删除|更多/ })).toBeNull();
    expect(within(ryRow).getByRole('button', { name: /更多/ })).toBeTruthy();
    fireEvent.click(await within(ryRow).findByRole('switch', {}, LAZY));
    expect(await screen.findByText('确认要"停用""ry"用户吗？', {}, LAZY)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/system/user/changeStatus', { userId: 2, status: '1' }),
    );
  });

  it('resets a password from 更多 after checking it by the rule', async () => {
    listAnswer = () => Promise.resolve({ code: 200, msg: '查询成功', total: 2, rows: [admin, ry] });
    put.mockResolvedValue({ code: 200, msg: '操作成功' });
    await renderPage(ALL);
    const ryRow = screen.getByText('15666666666').closest('tr')!;
    fireEvent.click(within(ryRow).getByRole('button', { name: /更多/ }));
    fireEvent.click(await screen.findByText('重置密码', {}, LAZY));
    const input = await screen.findByLabelText('请输入"ry"的新密码', {}, LAZY);
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('用户密码长度必须介于 6 和 20 之间', {}, LAZY)).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'abc123' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/system/user/resetPwd', { userId: 2, password: 'abc123' }),
    );
  });

  it('resets the two-factor sign-in from 更多 after a question (docs/security.md "Two-factor sign-in")', async () => {
    listAnswer = () => Promise.resolve({ code: 200, msg: '查询成功', total: 2, rows: [admin, ry] });
    put.mockResolvedValue({ code: 200, msg: '操作成功' });
    await renderPage(ALL);
    const ryRow = screen.getByText('15666666666').closest('tr')!;
    fireEvent.click(within(ryRow).getByRole('button', { name: /更多/ }));
    fireEvent.click(await screen.findByText('重置两步验证', {}, LAZY));
    expect(
      await screen.findByText(
        '是否确认重置用户"ry"的两步验证？重置后该用户的登录会话将全部结束，需重新设置身份验证器。',
        {},
        LAZY,
      ),
    ).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/system/user/resetTotp', { userId: 2 }));
  });

  it('imports a workbook and shows the per-row report as text', async () => {
    upload.mockRejectedValue(
      new RequestError(
        '很抱歉，导入失败！共 1 条数据格式不正确，错误如下：<br/>1、账号 &lt;b&gt;x&lt;/b&gt; 导入失败：邮箱格式不正确',
        500,
        'business',
      ),
    );
    await renderPage(ALL);
    fireEvent.click(screen.getByRole('button', { name: /导\s*入/ }));
    expect(await screen.findByText('是否更新已经存在的用户数据', {}, LAZY)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: '是否更新已经存在的用户数据' }));
    const file = new File(['x'], 'users.xlsx');
    fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file] } });
    expect(await screen.findByText('users.xlsx')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    const report = await screen.findByTestId('import-result', {}, LAZY);
    expect(upload).toHaveBeenCalledWith('/system/user/importData?updateSupport=true', file, { silent: true });
    expect(within(report).getByText('1、账号 <b>x</b> 导入失败：邮箱格式不正确')).toBeTruthy();
    expect(report.querySelector('b')).toBeNull();
  });

  it('opens 用户信息详情 from the user name with its department, posts, roles, status and last login', async () => {
    const routed = get.getMockImplementation()!;
    get.mockImplementation((url: string, params?: unknown) => {
      if (url === '/system/dict/data/type/sys_user_sex')
        return Promise.resolve({
          code: 200,
          data: [{ dictCode: 3, dictValue: '1', dictLabel: '女', dictType: 'sys_user_sex', listClass: '' }],
        });
      if (url === '/system/user/2')
        return Promise.resolve({
          code: 200,
          posts: [
            { postId: 1, postName: '董事长', status: '0' },
            { postId: 2, postName: '项目经理', status: '0' },
          ],
          roles: [{ roleId: 2, roleName: '普通角色', status: '0' }],
          postIds: [2],
          roleIds: [2],
          data: {
            ...ry,
            nickName: '若依二号',
            email: 'ry@example.com',
            sex: '1',
            loginIp: '10.0.0.8',
            loginDate: '2024-03-01 09:30:00',
            createBy: 'admin',
            updateBy: '',
            updateTime: null,
            remark: '测试员',
            roles: [{ roleId: 2, roleName: '普通角色', status: '0' }],
          },
        });
      return routed(url, params);
    });
    listAnswer = () => Promise.resolve({ code: 200, msg: '查询成功', total: 2, rows: [admin, ry] });
    await renderPage(['system:user:query']);
    fireEvent.click(screen.getByRole('button', { name: 'ry' }));
    const drawer = await screen.findByRole('dialog', {}, LAZY);
    expect(await within(drawer).findByText('用户信息详情', {}, LAZY)).toBeTruthy();
    const field = (label: string) => within(drawer).getByText(label).closest('div')!;
    await waitFor(() => expect(within(field('用户昵称')).getByText('若依二号')).toBeTruthy());
    expect(within(field('归属部门')).getByText('研发部门')).toBeTruthy();
    expect(within(field('邮箱')).getByText('ry@example.com')).toBeTruthy();
    expect(within(field('用户名称')).getByText('ry')).toBeTruthy();
    expect(within(field('用户状态')).getByText('正常')).toBeTruthy();
    expect(within(field('岗位')).getByText('项目经理')).toBeTruthy();
    expect(within(field('岗位')).queryByText('董事长')).toBeNull();
    expect(within(field('角色')).getByText('普通角色')).toBeTruthy();
    await waitFor(() => expect(within(field('用户性别')).getByText('女')).toBeTruthy());
    expect(within(field('创建者')).getByText('admin')).toBeTruthy();
    expect(within(field('更新时间')).getByText('-')).toBeTruthy();
    expect(within(field('最后登录IP')).getByText('10.0.0.8')).toBeTruthy();
    expect(within(field('最后登录时间')).getByText('2024-03-01 09:30:00')).toBeTruthy();
    expect(within(field('备注')).getByText('测试员')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/system/user/2');
  });

  it('says 无岗位 / 无角色 for a user without posts or roles', async () => {
    const routed = get.getMockImplementation()!;
    get.mockImplementation((url: string, params?: unknown) =>
      url === '/system/user/1'
        ? Promise.resolve({
            code: 200,
            posts: [],
            roles: [],
            postIds: [],
            roleIds: [],
            data: { ...admin, roles: [] },
          })
        : routed(url, params),
    );
    await renderPage(['system:user:query']);
    fireEvent.click(screen.getByRole('button', { name: 'admin' }));
    expect(await screen.findByText('无岗位', {}, LAZY)).toBeTruthy();
    expect(screen.getByText('无角色')).toBeTruthy();
  });

  it('collapses and expands every department, and reads the tree again on 刷新部门', async () => {
    await renderPage();
    const node = (label: string) => screen.getByText(label).closest('.ant-tree-treenode')!;
    expect(node('若依科技').className).toContain('switcher-open');
    expect(node('深圳总公司').className).toContain('switcher-open');
    fireEvent.click(screen.getByRole('button', { name: '收起全部' }));
    await waitFor(() => expect(node('若依科技').className).toContain('switcher-close'));
    fireEvent.click(screen.getByRole('button', { name: '展开全部' }));
    await waitFor(() => expect(node('深圳总公司').className).toContain('switcher-open'));
    expect(node('若依科技').className).toContain('switcher-open');

    const treeCalls = () => get.mock.calls.filter(([url]) => url === '/system/user/deptTree').length;
    const before = treeCalls();
    const routed = get.getMockImplementation()!;
    get.mockImplementation((url: string, params?: unknown) =>
      url === '/system/user/deptTree'
        ? Promise.resolve({ code: 200, data: [...deptTree, { id: 200, label: '市场部门' }] })
        : routed(url, params),
    );
    fireEvent.click(screen.getByRole('button', { name: '刷新部门' }));
    expect(await screen.findByText('市场部门')).toBeTruthy();
    expect(treeCalls()).toBe(before + 1);
  });

  it('hides and shows the department panel with its handle', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: '隐藏部门' }));
    expect(screen.queryByRole('complementary', { name: '组织机构' })).toBeNull();
    expect(screen.getByText('15888888888')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '显示部门' }));
    expect(screen.getByRole('complementary', { name: '组织机构' })).toBeTruthy();
    expect(screen.getByText('深圳总公司')).toBeTruthy();
  });

  it('remembers the width the department panel is dragged to', async () => {
    const { unmount } = renderRouted();
    await screen.findByText('深圳总公司');
    const handle = screen.getByRole('separator', { name: '部门栏宽度' });
    expect(handle.getAttribute('aria-valuenow')).toBe('240');
    fireEvent.mouseDown(handle, { button: 0, clientX: 300 });
    fireEvent.mouseMove(document, { clientX: 340 });
    fireEvent.mouseUp(document, { clientX: 360 });
    expect(handle.getAttribute('aria-valuenow')).toBe('300');
    expect(localStorage.getItem('system-user-dept-width')).toBe('300');
    expect(
      screen.getByRole('complementary', { name: '组织机构' }).parentElement!.style.gridTemplateColumns,
    ).toBe('300px 16px minmax(0, 1fr)');
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(localStorage.getItem('system-user-dept-width')).toBe('284');
    unmount();
    renderRouted();
    await screen.findByText('深圳总公司');
    expect(screen.getByRole('separator', { name: '部门栏宽度' }).getAttribute('aria-valuenow')).toBe('284');
  });

  it('speaks English', async () => {
    await changeLanguage('en');
    try {
      renderRouted();
      expect(await screen.findByText('Organization')).toBeTruthy();
      expect(screen.getByPlaceholderText('Enter a user name')).toBeTruthy();
      expect(screen.getAllByText('Phone number').length).toBeGreaterThan(0);
    } finally {
      await act(() => changeLanguage('zh-cn'));
    }
  });
});
