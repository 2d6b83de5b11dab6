import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fetchConfigValue, http } from '@dis/shared/request';
import type { DictOption } from '@dis/ui';
import { renderWithUi } from '@dis/ui/testing';
import UserDialog from './UserDialog';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), post: jest.fn(), put: jest.fn() },
  fetchConfigValue: jest.fn(),
}));
const get = http.get as jest.Mock;
const post = http.post as jest.Mock;
const put = http.put as jest.Mock;

const option = (value: string, label: string) => ({ value, label, raw: {} }) as unknown as DictOption;
const statuses = [option('0', '正常'), option('1', '停用')];
const sexes = [option('0', '男'), option('1', '女'), option('2', '未知')];
// the dialog's Modal loads lazily: the first one may take a while on a busy machine
const LAZY = { timeout: 15000 };

const roles = [{ roleId: 2, roleName: '普通角色', status: '0' }];
const posts = [{ postId: 2, postName: '项目经理', status: '0' }];

beforeEach(() => {
  for (const mock of [get, post, put]) mock.mockReset();
  // sys.account.chrtype 3 (letters and digits); no initial password unless a test sets one
  (fetchConfigValue as jest.Mock).mockImplementation((key: string) =>
    Promise.resolve(key === 'sys.account.chrtype' ? '3' : ''),
  );
  get.mockImplementation((url: string) => {
    if (url === '/system/user/deptTree') return Promise.resolve({ code: 200, data: [] });
    if (url === '/system/user/') return Promise.resolve({ code: 200, roles, posts });
    if (url === '/system/user/2')
      return Promise.resolve({
        code: 200,
        roles,
        posts,
        postIds: [2],
        roleIds: [2],
        data: {
          userId: 2,
          userName: 'ry',
          nickName: '若依',
          deptId: null,
          sex: '1',
          status: '0',
          email: '',
          phonenumber: '',
        },
      });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
});

describe('UserDialog', () => {
  it('adds a user: RuoYi words for blanks, the password rule of sys.account.chrtype shown and applied', async () => {
    post.mockResolvedValue({ code: 200, msg: '操作成功' });
    const onClose = jest.fn();
    renderWithUi(<UserDialog statuses={statuses} sexes={sexes} onClose={onClose} />);
    expect(await screen.findByText('添加用户', {}, LAZY)).toBeTruthy();
    expect(await screen.findByText('密码必须包含字母和数字')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('用户昵称不能为空')).toBeTruthy();
    expect(await screen.findByText('用户名称不能为空')).toBeTruthy();
    expect(await screen.findByText('用户密码不能为空')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('用户昵称'), { target: { value: ' 鲍勃 ' } });
    fireEvent.change(screen.getByLabelText('用户名称'), { target: { value: 'bob' } });
    fireEvent.change(screen.getByLabelText('用户密码'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('用户密码长度必须介于 6 和 20 之间', {}, { timeout: 5000 })).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('用户密码'), { target: { value: 'abc123' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true), { timeout: 5000 });
    expect(post).toHaveBeenCalledWith('/system/user', {
      userName: 'bob',
      password: 'abc123',
      nickName: '鲍勃',
      deptId: null,
      phonenumber: '',
      email: '',
      sex: '0',
      status: '0',
      remark: null,
      postIds: [],
      roleIds: [],
    });
  }, 60_000);

  it('offers the initial password of sys.user.initPassword, in two columns, and adds with it', async () => {
    (fetchConfigValue as jest.Mock).mockImplementation((key: string) =>
      Promise.resolve(key === 'sys.user.initPassword' ? 'init123' : '3'),
    );
    post.mockResolvedValue({ code: 200, msg: '操作成功' });
    const onClose = jest.fn();
    renderWithUi(<UserDialog statuses={statuses} sexes={sexes} onClose={onClose} />);
    expect(await screen.findByText('添加用户', {}, LAZY)).toBeTruthy();
    const password = screen.getByLabelText('用户密码') as HTMLInputElement;
    await waitFor(() => expect(password.value).toBe('init123'));
    expect(fetchConfigValue).toHaveBeenCalledWith('sys.user.initPassword');
    // RuoYi's el-col span 12: the form is a two-column grid, the remark a whole row
    expect(password.closest('form')!.classList.contains('user-dialog')).toBe(true);
    expect(screen.getByLabelText('备注').closest('.user-dialog__wide')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('用户昵称'), { target: { value: '鲍勃' } });
    fireEvent.change(screen.getByLabelText('用户名称'), { target: { value: 'bob' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true), { timeout: 5000 });
    expect(post).toHaveBeenCalledWith(
      '/system/user',
      expect.objectContaining({ userName: 'bob', password: 'init123' }),
    );
  }, 60_000);

  it('keeps a password typed before the setting arrives', async () => {
    let answer: (value: string) => void = () => undefined;
    (fetchConfigValue as jest.Mock).mockImplementation((key: string) =>
      key === 'sys.user.initPassword'
        ? new Promise<string>((resolve) => (answer = resolve))
        : Promise.resolve('3'),
    );
    renderWithUi(<UserDialog statuses={statuses} sexes={sexes} onClose={jest.fn()} />);
    expect(await screen.findByText('添加用户', {}, LAZY)).toBeTruthy();
    const password = screen.getByLabelText('用户密码') as HTMLInputElement;
    fireEvent.change(password, { target: { value: 'mine123' } });
    await act(async () => answer('init123'));
    expect(password.value).toBe('mine123');
  }, 60_000);

  it('edits a loaded user with its posts and roles, never sending a name or a password', async () => {
    put.mockResolvedValue({ code: 200, msg: '操作成功' });
    const onClose = jest.fn();
    renderWithUi(<UserDialog userId={2} statuses={statuses} sexes={sexes} onClose={onClose} />);
    expect(await screen.findByText('修改用户', {}, LAZY)).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('用户昵称') as HTMLInputElement).value).toBe('若依'));
    expect(screen.queryByLabelText('用户密码')).toBeNull();
    expect(screen.getByText('普通角色')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '停用' }));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(put).toHaveBeenCalledWith('/system/user', {
      userId: 2,
      nickName: '若依',
      deptId: null,
      phonenumber: '',
      email: '',
      sex: '1',
      status: '1',
      remark: null,
      postIds: [2],
      roleIds: [2],
    });
  });
});
