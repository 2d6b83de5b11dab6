import { validateLogin } from './validateLogin';

describe('validateLogin', () => {
  it('asks for account, password and captcha', () => {
    expect(validateLogin({ username: '  ', password: '', code: '' }, true)).toEqual({
      username: 'auth.usernameRequired',
      password: 'auth.passwordRequired',
      code: 'auth.codeRequired',
    });
  });

  it('does not ask for the captcha when it is off', () => {
    expect(validateLogin({ username: 'admin', password: 'admin123', code: '' }, false)).toEqual({});
  });
});
