import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getToken, MemoryRouter, Route, Routes } from '@dis/shared';
import { fetchCaptcha, login } from '../auth/api';
import { fetchSessionAhead } from '../auth/sessionAhead';
import { clearCookies } from '../testing/cookies';
import { initTestI18n } from '../testing/i18n';
import { LocationProbe } from '../testing/LocationProbe';
import LoginPage from './LoginPage';

jest.mock('../auth/api', () => ({ fetchCaptcha: jest.fn(), login: jest.fn() }));
jest.mock('../auth/sessionAhead', () => ({ fetchSessionAhead: jest.fn() }));

const captcha = (extra: object = {}) => ({
  code: 200,
  captchaEnabled: true,
  uuid: 'uuid-1',
  img: 'QUJD',
  ...extra,
});

function renderLogin(path = '/login', beforeEnter?: () => Promise<void>) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginPage beforeEnter={beforeEnter} />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: /登 录/ }));

beforeAll(() => initTestI18n());
beforeEach(() => {
  clearCookies();
  localStorage.clear();
  jest.mocked(fetchCaptcha).mockReset().mockResolvedValue(captcha());
  jest.mocked(login).mockReset();
  jest.mocked(fetchSessionAhead).mockReset();
});

describe('LoginPage', () => {
  it('shows the captcha picture and asks for every field', async () => {
    renderLogin();
    const picture = await screen.findByRole('button', { name: '验证码图片，点击刷新' });
    expect(picture.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,QUJD');
    submit();
    expect(screen.getByText('请输入您的账号')).toBeTruthy();
    expect(screen.getByText('请输入您的密码')).toBeTruthy();
    expect(screen.getByText('请输入验证码')).toBeTruthy();
    expect(field('账号').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('账号'));
    expect(login).not.toHaveBeenCalled();
  });

  it('refreshes the captcha when the picture is clicked', async () => {
    renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: '验证码图片，点击刷新' }));
    await waitFor(() => expect(fetchCaptcha).toHaveBeenCalledTimes(2));
  });

  it('logs in with the trimmed account, stores the token and opens the console home', async () => {
    let answer: (outcome: { code: number; msg: string; token: string }) => void = () => undefined;
    jest.mocked(login).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderLogin();
    await screen.findByRole('button', { name: '验证码图片，点击刷新' });
    fireEvent.change(field('账号'), { target: { value: '  admin ' } });
    fireEvent.change(field('密码'), { target: { value: 'admin123' } });
    fireEvent.change(field('验证码'), { target: { value: '7' } });
    submit();
    expect(screen.getByRole('button', { name: '登 录 中...' })).toBeTruthy();
    expect(login).toHaveBeenCalledWith({
      username: 'admin',
      password: 'admin123',
      code: '7',
      uuid: 'uuid-1',
    });
    expect(fetchSessionAhead).not.toHaveBeenCalled();
    await act(async () => answer({ code: 200, msg: '操作成功', token: 'jwt-token' }));
    expect(getToken()).toBe('jwt-token');
    // the console's first answers are asked for with the new token, for the page it opens
    expect(fetchSessionAhead).toHaveBeenCalledWith('jwt-token', '/manage/index');
    expect(screen.getByTestId('location').textContent).toBe('/manage/index');
  });

  it('takes the console’s code before it opens the console, the button spinning meanwhile', async () => {
    jest.mocked(fetchCaptcha).mockResolvedValue(captcha({ captchaEnabled: false }));
    jest.mocked(login).mockResolvedValue({ code: 200, msg: '操作成功', token: 'jwt-token' });
    let codeIn: () => void = () => undefined;
    const beforeEnter = jest.fn(() => new Promise<void>((resolve) => (codeIn = resolve)));
    renderLogin('/login?redirect=/system/user', beforeEnter);
    await screen.findByRole('button', { name: /登 录/ });
    fireEvent.change(field('账号'), { target: { value: 'admin' } });
    fireEvent.change(field('密码'), { target: { value: 'admin123' } });
    await act(async () => submit());
    expect(beforeEnter).toHaveBeenCalledTimes(1);
    expect(getToken()).toBe('jwt-token');
    expect(screen.getByTestId('location').textContent).toBe('/login?redirect=/system/user');
    expect(screen.getByRole('button', { name: '登 录 中...' })).toBeTruthy();
    await act(async () => codeIn());
    expect(screen.getByTestId('location').textContent).toBe('/system/user');
  });

  it('goes to a same-site redirect, never to another site', async () => {
    jest.mocked(fetchCaptcha).mockResolvedValue(captcha({ captchaEnabled: false }));
    jest.mocked(login).mockResolvedValue({ code: 200, msg: '操作成功', token: 't' });
    const first = renderLogin('/login?redirect=%2Fsystem%2Fuser%3FpageNum%3D2');
    await waitFor(() => expect(screen.queryByLabelText('验证码')).toBeNull());
    fireEvent.change(field('账号'), { target: { value: 'admin' } });
    fireEvent.change(field('密码'), { target: { value: 'admin123' } });
    submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/system/user?pageNum=2'));
    expect(fetchSessionAhead).toHaveBeenLastCalledWith('t', '/system/user?pageNum=2');
    first.unmount();
    renderLogin('/login?redirect=%2F%2Fevil.example');
    await waitFor(() => expect(screen.queryByLabelText('验证码')).toBeNull());
    fireEvent.change(field('账号'), { target: { value: 'admin' } });
    fireEvent.change(field('密码'), { target: { value: 'admin123' } });
    submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/manage/index'));
  });

  it('shows the server message and a new captcha when login fails', async () => {
    jest.mocked(login).mockRejectedValue(new Error('用户不存在/密码错误'));
    renderLogin();
    await screen.findByRole('button', { name: '验证码图片，点击刷新' });
    fireEvent.change(field('账号'), { target: { value: 'admin' } });
    fireEvent.change(field('密码'), { target: { value: 'wrong' } });
    fireEvent.change(field('验证码'), { target: { value: '7' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('用户不存在/密码错误');
    expect(fetchCaptcha).toHaveBeenCalledTimes(2);
    expect(field('验证码').value).toBe('');
    expect(screen.queryByText('请输入验证码')).toBeNull();
    expect(document.activeElement).toBe(field('验证码'));
    expect(getToken()).toBeUndefined();
  });

  it('hides the captcha when it is off and offers 立即注册 only when registration is open', async () => {
    jest.mocked(fetchCaptcha).mockResolvedValue(captcha({ captchaEnabled: false, registerEnabled: true }));
    renderLogin();
    expect(await screen.findByRole('link', { name: '立即注册' })).toBeTruthy();
    expect(screen.queryByLabelText('验证码')).toBeNull();
  });

  describe('记住我 keeps the user name, never the password (docs/security.md "Remembered user name")', () => {
    const signIn = async (username: string, tick: boolean) => {
      jest.mocked(login).mockResolvedValue({ code: 200, msg: '操作成功', token: 'jwt-token' });
      const page = renderLogin();
      await screen.findByRole('button', { name: '验证码图片，点击刷新' });
      const remember = screen.getByRole('checkbox', { name: '记住我' }) as HTMLInputElement;
      if (remember.checked !== tick) fireEvent.click(remember);
      fireEvent.change(field('账号'), { target: { value: username } });
      fireEvent.change(field('密码'), { target: { value: 'secret-123' } });
      fireEvent.change(field('验证码'), { target: { value: '7' } });
      submit();
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/manage/index'));
      page.unmount();
    };

    it('fills in the name and ticks the box next time when ticked at sign-in', async () => {
      await signIn(' ry ', true);
      renderLogin();
      await screen.findByRole('button', { name: '验证码图片，点击刷新' });
      expect(field('账号').value).toBe('ry');
      expect(field('密码').value).toBe('');
      expect((screen.getByRole('checkbox', { name: '记住我' }) as HTMLInputElement).checked).toBe(true);
      // nothing of the password is kept in the browser
      const kept = Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`);
      expect(kept.join(';')).not.toContain('secret-123');
      expect(document.cookie).not.toContain('secret-123');
      expect(document.cookie).not.toContain('ry');
    });

    it('forgets the name when the box is unticked at sign-in', async () => {
      await signIn('ry', true);
      await signIn('admin', false);
      renderLogin();
      await screen.findByRole('button', { name: '验证码图片，点击刷新' });
      expect(field('账号').value).toBe('');
      expect((screen.getByRole('checkbox', { name: '记住我' }) as HTMLInputElement).checked).toBe(false);
    });

    it('keeps the name only after a sign-in that succeeds', async () => {
      jest.mocked(login).mockRejectedValue(new Error('用户不存在/密码错误'));
      renderLogin();
      await screen.findByRole('button', { name: '验证码图片，点击刷新' });
      fireEvent.click(screen.getByRole('checkbox', { name: '记住我' }));
      fireEvent.change(field('账号'), { target: { value: 'ry' } });
      fireEvent.change(field('密码'), { target: { value: 'wrong' } });
      fireEvent.change(field('验证码'), { target: { value: '7' } });
      submit();
      await screen.findByRole('alert');
      expect(localStorage.length).toBe(0);
    });
  });

  it('does not offer registration unless the server says so', async () => {
    renderLogin();
    await screen.findByRole('button', { name: '验证码图片，点击刷新' });
    expect(screen.queryByRole('link', { name: '立即注册' })).toBeNull();
  });
});

describe('LoginPage with the settings of the server’s document (docs/site/rendering.md)', () => {
  afterEach(() => {
    delete window.__DIS_SITE__;
  });
  const seed = (captchaEnabled: boolean, registerEnabled: boolean) => {
    window.__DIS_SITE__ = {
      lang: 'zh-cn',
      words: {},
      answers: { 'auth|settings': { status: 'ready', data: { captchaEnabled, registerEnabled } } },
    };
  };

  it('starts as the server said, before the captcha’s answer, so nothing appears or disappears', async () => {
    seed(false, true);
    let answer: (value: ReturnType<typeof captcha>) => void = () => undefined;
    jest.mocked(fetchCaptcha).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderLogin();
    // first render: no captcha field, the register link already there
    expect(screen.queryByLabelText('验证码')).toBeNull();
    expect(screen.getByRole('link', { name: '立即注册' })).toBeTruthy();
    await act(async () => answer(captcha({ captchaEnabled: false, registerEnabled: true })));
    expect(screen.queryByLabelText('验证码')).toBeNull();
    expect(screen.getByRole('link', { name: '立即注册' })).toBeTruthy();
  });

  it('shows the captcha field at once when the server asks for one, and follows a newer answer', async () => {
    seed(true, false);
    renderLogin();
    expect(field('验证码')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '立即注册' })).toBeNull();
    expect(await screen.findByRole('button', { name: '验证码图片，点击刷新' })).toBeTruthy();
  });
});
