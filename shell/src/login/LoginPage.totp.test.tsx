import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getToken, MemoryRouter, Route, Routes } from '@dis/shared';
import { fetchCaptcha, login } from '../auth/api';
import { fetchSessionAhead } from '../auth/sessionAhead';
import { clearCookies } from '../testing/cookies';
import { initTestI18n } from '../testing/i18n';
import { LocationProbe } from '../testing/LocationProbe';
import LoginPage from './LoginPage';
import { sendCode, startEnrolment } from './totp/api';

// docs/security.md "Two-factor sign-in": the login page's second step
jest.mock('../auth/api', () => ({ fetchCaptcha: jest.fn(), login: jest.fn() }));
jest.mock('../auth/sessionAhead', () => ({ fetchSessionAhead: jest.fn() }));
jest.mock('./totp/api', () => ({ sendCode: jest.fn(), startEnrolment: jest.fn() }));

function renderLogin() {
  return render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function passPassword() {
  renderLogin();
  await waitFor(() => expect(screen.queryByLabelText('验证码')).toBeNull());
  fireEvent.change(field('账号'), { target: { value: 'totp-user' } });
  fireEvent.change(field('密码'), { target: { value: 'admin123' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /登 录/ }));
  });
}

beforeAll(() => initTestI18n());
beforeEach(() => {
  clearCookies();
  localStorage.clear();
  jest.mocked(fetchCaptcha).mockReset().mockResolvedValue({ code: 200, captchaEnabled: false });
  jest.mocked(login).mockReset();
  jest.mocked(sendCode).mockReset();
  jest.mocked(startEnrolment).mockReset();
  jest.mocked(fetchSessionAhead).mockReset();
});

describe('LoginPage · two-factor second step', () => {
  it('asks for the code after the password, refuses a malformed one, and signs in with the right one', async () => {
    jest
      .mocked(login)
      .mockResolvedValue({ code: 200, msg: '操作成功', totpRequired: true, ticket: 'ticket-1' });
    await passPassword();
    expect(await screen.findByText('请输入身份验证器中的 6 位验证码')).toBeTruthy();
    expect(getToken()).toBeFalsy();

    fireEvent.change(field('验证码'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: '验 证' }));
    expect(field('验证码').getAttribute('aria-invalid')).toBe('true');
    expect(sendCode).not.toHaveBeenCalled();

    // a refusal is shown and the field is emptied for the next try
    jest.mocked(sendCode).mockRejectedValueOnce(new Error('验证码错误'));
    fireEvent.change(field('验证码'), { target: { value: '000000' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '验 证' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('验证码错误');
    expect(field('验证码').value).toBe('');

    jest.mocked(sendCode).mockResolvedValueOnce({ token: 'jwt-2fa' });
    fireEvent.change(field('验证码'), { target: { value: ' 123456 ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '验 证' }));
    });
    expect(sendCode).toHaveBeenLastCalledWith('ticket-1', '123456');
    expect(getToken()).toBe('jwt-2fa');
    expect(fetchSessionAhead).toHaveBeenCalledWith('jwt-2fa', '/manage/index');
    expect(screen.getByTestId('location').textContent).toBe('/manage/index');
  });

  it('takes a recovery code instead, and 返回登录 gives the password form back as it was', async () => {
    jest
      .mocked(login)
      .mockResolvedValue({ code: 200, msg: '操作成功', totpRequired: true, ticket: 'ticket-2' });
    await passPassword();
    fireEvent.click(await screen.findByRole('button', { name: '使用恢复码' }));
    jest.mocked(sendCode).mockRejectedValueOnce(new Error('验证码错误'));
    fireEvent.change(field('恢复码'), { target: { value: 'abcde-fghjk' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '验 证' }));
    });
    expect(sendCode).toHaveBeenLastCalledWith('ticket-2', 'abcde-fghjk');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '返回登录' }));
    });
    expect(field('账号').value).toBe('totp-user');
    expect(screen.getByRole('button', { name: '登 录' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('enrols on the login page when a role requires it: QR code, first code, recovery codes, then the console', async () => {
    jest
      .mocked(login)
      .mockResolvedValue({ code: 200, msg: '操作成功', totpEnrolRequired: true, ticket: 'ticket-3' });
    jest.mocked(startEnrolment).mockResolvedValue({
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      qr: 'data:image/svg+xml;base64,PHN2Zz4=',
    });
    const codes = Array.from({ length: 10 }, (_, i) => `abcde-fghj${i + 2}`);
    jest.mocked(sendCode).mockResolvedValue({ token: 'jwt-new', recoveryCodes: codes });
    await passPassword();
    expect(await screen.findByText('设置两步验证')).toBeTruthy();
    expect(startEnrolment).toHaveBeenCalledWith('ticket-3');
    expect((await screen.findByAltText('两步验证二维码')).getAttribute('src')).toBe(
      'data:image/svg+xml;base64,PHN2Zz4=',
    );
    expect(screen.getByTestId('login-totp-secret').textContent).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    fireEvent.change(field('验证码'), { target: { value: '654321' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '验证并开启' }));
    });
    // the recovery codes first; no session until they were seen
    expect(screen.getByTestId('login-recovery-codes').querySelectorAll('li')).toHaveLength(10);
    expect(getToken()).toBeFalsy();
    fireEvent.click(screen.getByRole('button', { name: '我已保存，进入控制台' }));
    expect(getToken()).toBe('jwt-new');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/manage/index'));
  });
});
