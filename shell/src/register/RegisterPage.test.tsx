import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@dis/shared';
import { fetchCaptcha, register } from '../auth/api';
import LoginPage from '../login/LoginPage';
import { initTestI18n } from '../testing/i18n';
import { LocationProbe } from '../testing/LocationProbe';
import RegisterPage from './RegisterPage';

jest.mock('../auth/api', () => ({ fetchCaptcha: jest.fn(), register: jest.fn(), login: jest.fn() }));

function renderRegister() {
  return render(
    <MemoryRouter initialEntries={['/register']}>
      <Routes>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/login" element={<LoginPage />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function fillForm(values: { username: string; password: string; confirm: string; code?: string }) {
  fireEvent.change(field('账号'), { target: { value: values.username } });
  fireEvent.change(field('密码'), { target: { value: values.password } });
  fireEvent.change(field('确认密码'), { target: { value: values.confirm } });
  if (values.code !== undefined) fireEvent.change(field('验证码'), { target: { value: values.code } });
  fireEvent.click(screen.getByRole('button', { name: '注 册' }));
}

beforeAll(() => initTestI18n());
beforeEach(() => {
  jest
    .mocked(fetchCaptcha)
    .mockReset()
    .mockResolvedValue({ code: 200, captchaEnabled: true, uuid: 'u1', img: 'QUJD', registerEnabled: true });
  jest.mocked(register).mockReset();
});

describe('RegisterPage', () => {
  it('checks the rules before sending', async () => {
    renderRegister();
    await screen.findByRole('button', { name: '验证码图片，点击刷新' });
    fillForm({ username: 'a', password: 'ab<cdef', confirm: 'other', code: '' });
    expect(screen.getByText('用户账号长度必须介于 2 和 20 之间')).toBeTruthy();
    expect(screen.getByText('不能包含非法字符：< > " \' \\ |')).toBeTruthy();
    expect(screen.getByText('两次输入的密码不一致')).toBeTruthy();
    expect(screen.getByText('请输入验证码')).toBeTruthy();
    expect(register).not.toHaveBeenCalled();
  });

  it('registers, then says so on the login page with the account filled in', async () => {
    jest.mocked(register).mockResolvedValue({ code: 200, msg: '操作成功' });
    renderRegister();
    await screen.findByRole('button', { name: '验证码图片，点击刷新' });
    fillForm({ username: ' newuser ', password: 'secret1', confirm: 'secret1', code: '5' });
    expect(await screen.findByText('恭喜你，您的账号 newuser 注册成功！')).toBeTruthy();
    expect(register).toHaveBeenCalledWith({
      username: 'newuser',
      password: 'secret1',
      confirmPassword: 'secret1',
      code: '5',
      uuid: 'u1',
    });
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(field('账号').value).toBe('newuser');
  });

  it('shows a refusal inline and fetches a new captcha', async () => {
    jest.mocked(register).mockRejectedValue(new Error("保存用户'ry'失败，注册账号已存在"));
    renderRegister();
    await screen.findByRole('button', { name: '验证码图片，点击刷新' });
    fillForm({ username: 'ry', password: 'secret1', confirm: 'secret1', code: '5' });
    expect((await screen.findByRole('alert')).textContent).toBe("保存用户'ry'失败，注册账号已存在");
    await waitFor(() => expect(fetchCaptcha).toHaveBeenCalledTimes(2));
  });

  it('says when registration is closed', async () => {
    jest.mocked(fetchCaptcha).mockResolvedValue({ code: 200, captchaEnabled: false, registerEnabled: false });
    renderRegister();
    expect((await screen.findByRole('alert')).textContent).toBe('当前系统没有开启注册功能！');
    expect(screen.queryByLabelText('账号')).toBeNull();
  });

  it('says it is closed from the first render when the server’s document said so', () => {
    window.__DIS_SITE__ = {
      lang: 'zh-cn',
      words: {},
      answers: {
        'auth|settings': { status: 'ready', data: { captchaEnabled: true, registerEnabled: false } },
      },
    };
    jest.mocked(fetchCaptcha).mockReturnValue(new Promise(() => undefined));
    try {
      renderRegister();
      expect(screen.getByRole('alert').textContent).toBe('当前系统没有开启注册功能！');
      expect(screen.queryByLabelText('账号')).toBeNull();
    } finally {
      delete window.__DIS_SITE__;
    }
  });
});
