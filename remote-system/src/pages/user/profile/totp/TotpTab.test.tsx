import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { http, saveBlob } from '@dis/shared/request';
import { feedback } from '@dis/ui';
import { renderWithUi } from '@dis/ui/testing';
import TotpTab from './TotpTab';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), post: jest.fn(), put: jest.fn() },
  saveBlob: jest.fn(),
}));
const get = http.get as jest.Mock;
const post = http.post as jest.Mock;
const put = http.put as jest.Mock;

const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);
const off = { enabled: false, enabledTime: null, recoveryCodesLeft: 0, required: false };
const on = { enabled: true, enabledTime: '2026-11-27 10:00:00', recoveryCodesLeft: 10, required: false };

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  put.mockReset();
  jest.spyOn(feedback.message, 'success').mockImplementation(() => undefined);
});

const renderTab = () =>
  renderWithUi(
    <Suspense fallback={null}>
      <TotpTab />
    </Suspense>,
  );

describe('TotpTab (个人中心 · 两步验证)', () => {
  it('enrols: the server’s QR code and key, the first code, then the recovery codes once', async () => {
    get.mockResolvedValueOnce({ code: 200, data: off }).mockResolvedValue({ code: 200, data: on });
    post.mockResolvedValue({
      code: 200,
      data: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', qr: 'data:image/svg+xml;base64,PHN2Zz4=' },
    });
    put.mockResolvedValue({ code: 200, data: { recoveryCodes: CODES } });
    renderTab();
    expect(await screen.findByText('两步验证未开启')).toBeTruthy();
    // the password again first (docs/security.md "Step-up: the password again")
    fireEvent.click(screen.getByRole('button', { name: '开启两步验证' }));
    expect(await screen.findByText('为确认是本人操作，开启两步验证前请再次输入登录密码。')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('登录密码'), { target: { value: 'admin123' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    });
    expect(post).toHaveBeenCalledWith('/system/user/profile/totp', { password: 'admin123' });
    expect((await screen.findByAltText('两步验证二维码')).getAttribute('src')).toBe(
      'data:image/svg+xml;base64,PHN2Zz4=',
    );
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');

    // not six digits: said here, nothing sent
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: '验证并开启' }));
    expect(screen.getByText('请输入身份验证器中的 6 位验证码')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '验证并开启' }));
    });
    expect(put).toHaveBeenCalledWith('/system/user/profile/totp', { code: '123456', password: 'admin123' });
    const list = await screen.findByTestId('totp-recovery-codes');
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(list.textContent).toContain('abcde-fgh0k');

    fireEvent.click(screen.getByRole('button', { name: /下\s*载/ }));
    expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'recovery-codes.txt');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '我已保存' }));
    });
    expect(await screen.findByText('两步验证已开启')).toBeTruthy();
    expect(screen.queryByTestId('totp-recovery-codes')).toBeNull();
    expect(screen.getByText('开启时间：2026-11-27 10:00:00；剩余恢复码：10 个')).toBeTruthy();
  });

  it('asks for the password before switching off, and keeps asking after a refusal', async () => {
    get.mockResolvedValueOnce({ code: 200, data: on }).mockResolvedValue({ code: 200, data: off });
    put.mockRejectedValueOnce(new Error('密码错误')).mockResolvedValue({ code: 200, msg: '操作成功' });
    renderTab();
    await screen.findByText('两步验证已开启');
    expect(screen.queryByLabelText('登录密码')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '关闭两步验证' }));
    expect(await screen.findByText('为确认是本人操作，关闭两步验证前请再次输入登录密码。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(screen.getByText('请输入登录密码')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('登录密码'), { target: { value: 'wrong-one' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    });
    expect(put).toHaveBeenCalledWith('/system/user/profile/totp/disable', { password: 'wrong-one' });
    // refused: still asking, the field cleared
    expect((screen.getByLabelText('登录密码') as HTMLInputElement).value).toBe('');

    fireEvent.change(screen.getByLabelText('登录密码'), { target: { value: 'admin123' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    });
    expect(put).toHaveBeenLastCalledWith('/system/user/profile/totp/disable', { password: 'admin123' });
    await waitFor(() => expect(screen.getByText('两步验证未开启')).toBeTruthy());
  });

  it('makes new recovery codes after the password, and hides 关闭 when a role requires it', async () => {
    get.mockResolvedValue({ code: 200, data: { ...on, required: true } });
    put.mockResolvedValue({ code: 200, data: { recoveryCodes: CODES } });
    renderTab();
    await screen.findByText('两步验证已开启');
    expect(screen.getByText('您的角色要求开启两步验证，不能关闭。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '关闭两步验证' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重新生成恢复码' }));
    fireEvent.change(await screen.findByLabelText('登录密码'), { target: { value: 'admin123' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    });
    expect(put).toHaveBeenCalledWith('/system/user/profile/totp/recoveryCodes', { password: 'admin123' });
    expect((await screen.findByTestId('totp-recovery-codes')).querySelectorAll('li')).toHaveLength(10);
  });
});
