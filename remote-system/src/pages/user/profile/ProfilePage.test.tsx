import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@dis/shared';
import { http } from '@dis/shared/request';
import { feedback } from '@dis/ui';
import { renderWithUi } from '@dis/ui/testing';
import ProfilePage, { initialTab } from './ProfilePage';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), put: jest.fn() },
}));
const get = http.get as jest.Mock;
const put = http.put as jest.Mock;

const profile = {
  code: 200,
  data: {
    userId: 2,
    userName: 'ry',
    nickName: '若依',
    phonenumber: '15666666666',
    email: 'ry@qq.com',
    sex: '1',
    avatar: '',
    status: '0',
    createTime: '2026-01-02 03:04:05',
    dept: { deptId: 105, deptName: '测试部门' },
  },
  roleGroup: '普通角色',
  postGroup: '项目经理',
};

beforeEach(() => {
  get.mockReset();
  put.mockReset();
  get.mockImplementation((url: string) =>
    url === '/system/user/profile' ? Promise.resolve(profile) : Promise.resolve({ code: 200, msg: '0' }),
  );
  jest.spyOn(feedback.message, 'success').mockImplementation(() => undefined);
});

function renderPage(state?: unknown) {
  return renderWithUi(
    <MemoryRouter initialEntries={[{ pathname: '/manageUser/profile', state }]}>
      <ProfilePage />
    </MemoryRouter>,
  );
}

describe('ProfilePage', () => {
  it('shows the account card: user, phone, email, "dept / posts", roles and creation date', async () => {
    renderPage();
    expect(await screen.findByText('测试部门 / 项目经理')).toBeTruthy();
    for (const text of ['用户名称', 'ry', '15666666666', 'ry@qq.com', '普通角色', '2026-01-02 03:04:05']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
  });

  it('saves 基本资料 and updates the nick name in the navbar state', async () => {
    put.mockResolvedValue({ code: 200, msg: '操作成功' });
    const { store } = renderPage();
    const nick = await screen.findByLabelText('用户昵称');
    fireEvent.change(nick, { target: { value: '小若' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    });
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/system/user/profile', {
        nickName: '小若',
        phonenumber: '15666666666',
        email: 'ry@qq.com',
        sex: '1',
      }),
    );
    await waitFor(() => expect(store.getState().user.nickName).toBe('小若'));
    expect(feedback.message.success).toHaveBeenCalledWith('修改成功');
  });

  it('refuses a bad phone number and an empty email before sending', async () => {
    renderPage();
    fireEvent.change(await screen.findByLabelText('手机号码'), { target: { value: '12345' } });
    fireEvent.change(screen.getByLabelText('邮箱'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请输入正确的手机号码')).toBeTruthy();
    expect(await screen.findByText('邮箱地址不能为空')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
  });

  it('opens on 修改密码 when routed with activeTab resetPwd, and checks the new password', async () => {
    expect(initialTab({ activeTab: 'resetPwd' })).toBe('resetPwd');
    expect(initialTab(null)).toBe('userinfo');
    put.mockResolvedValue({ code: 200 });
    renderPage({ activeTab: 'resetPwd' });
    const oldPassword = await screen.findByLabelText('旧密码');
    fireEvent.change(oldPassword, { target: { value: 'admin123' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('确认密码'), { target: { value: 'abd' } });
    fireEvent.click(screen.getAllByRole('button', { name: /保\s*存/ }).at(-1)!);
    expect(await screen.findByText('长度在 6 到 20 个字符')).toBeTruthy();
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'newPass1' } });
    fireEvent.change(screen.getByLabelText('确认密码'), { target: { value: 'newPass1' } });
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: /保\s*存/ }).at(-1)!);
    });
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/system/user/profile/updatePwd', {
        oldPassword: 'admin123',
        newPassword: 'newPass1',
      }),
    );
  });

  it('says so when the profile cannot be loaded, and tries again', async () => {
    get.mockImplementation((url: string) =>
      url === '/system/user/profile'
        ? Promise.reject(new Error('后端接口连接异常'))
        : Promise.resolve({ code: 200, msg: '0' }),
    );
    renderPage();
    expect(await screen.findByText('个人信息加载失败')).toBeTruthy();
    get.mockImplementation(() => Promise.resolve(profile));
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('测试部门 / 项目经理')).toBeTruthy();
  });
});
