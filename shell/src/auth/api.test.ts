import { CAPTCHA_TIMEOUT_MS } from '@dis/shared';
import { http } from '@dis/shared/request';
import { fetchCaptcha, fetchRoutes, fetchUserInfo, login, logout, register } from './api';

jest.mock('@dis/shared/request', () => ({
  http: { get: jest.fn(), post: jest.fn() },
}));

const get = http.get as jest.Mock;
const post = http.post as jest.Mock;

beforeEach(() => {
  get.mockReset();
  post.mockReset();
});

describe('auth api', () => {
  it('asks for the captcha without a token, with the 20 s timeout', async () => {
    get.mockResolvedValue({ code: 200, captchaEnabled: true, uuid: 'u', img: 'x' });
    await expect(fetchCaptcha()).resolves.toMatchObject({ uuid: 'u' });
    expect(get).toHaveBeenCalledWith('/captchaImage', undefined, {
      withToken: false,
      silent: true,
      timeout: CAPTCHA_TIMEOUT_MS,
    });
  });

  it('logs in and registers without a token and answers the token', async () => {
    post.mockResolvedValue({ code: 200, token: 'jwt' });
    await expect(login({ username: 'admin', password: 'p', code: '1', uuid: 'u' })).resolves.toMatchObject({
      token: 'jwt',
    });
    expect(post).toHaveBeenCalledWith(
      '/login',
      { username: 'admin', password: 'p', code: '1', uuid: 'u' },
      { withToken: false, silent: true },
    );
    post.mockResolvedValue({ code: 200, msg: '操作成功' });
    await register({
      username: 'new',
      password: 'secret1',
      confirmPassword: 'secret1',
      code: '1',
      uuid: 'u',
    });
    expect(post).toHaveBeenLastCalledWith('/register', expect.objectContaining({ username: 'new' }), {
      withToken: false,
      silent: true,
    });
  });

  it('loads user info and the route tree with the token', async () => {
    get.mockResolvedValueOnce({ user: { userName: 'admin' }, roles: ['admin'], permissions: ['*:*:*'] });
    await expect(fetchUserInfo()).resolves.toMatchObject({ roles: ['admin'] });
    expect(get).toHaveBeenLastCalledWith('/getInfo', undefined, { silent: true });
    get.mockResolvedValueOnce({ code: 200, data: [{ path: '/system' }] });
    await expect(fetchRoutes()).resolves.toEqual([{ path: '/system' }]);
    get.mockResolvedValueOnce({ code: 200 });
    await expect(fetchRoutes()).resolves.toEqual([]);
  });

  it('logs out with the token', async () => {
    post.mockResolvedValue({ code: 200 });
    await logout();
    expect(post).toHaveBeenCalledWith('/logout', undefined, { silent: true });
  });
});
