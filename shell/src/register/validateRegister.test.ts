import { validateRegister } from './validateRegister';

const valid = { username: 'newuser', password: 'secret1', confirmPassword: 'secret1', code: '7' };

describe('validateRegister', () => {
  it('accepts a valid form', () => {
    expect(validateRegister(valid, true)).toEqual({});
  });

  it('requires every field', () => {
    expect(validateRegister({ username: '', password: '', confirmPassword: '', code: '' }, true)).toEqual({
      username: 'auth.usernameRequired',
      password: 'auth.passwordRequired',
      confirmPassword: 'register.confirmRequired',
      code: 'auth.codeRequired',
    });
    expect(validateRegister({ ...valid, code: '' }, false)).toEqual({});
  });

  it('bounds the account to 2–20 and the password to 6–20 characters', () => {
    expect(validateRegister({ ...valid, username: 'a' }, true).username).toBe('register.usernameLength');
    expect(validateRegister({ ...valid, username: 'a'.repeat(21) }, true).username).toBe(
      'register.usernameLength',
    );
    expect(validateRegister({ ...valid, username: 'ab' }, true).username).toBeUndefined();
    expect(validateRegister({ ...valid, password: '12345', confirmPassword: '12345' }, true).password).toBe(
      'register.passwordLength',
    );
    const long = 'a'.repeat(21);
    expect(validateRegister({ ...valid, password: long, confirmPassword: long }, true).password).toBe(
      'register.passwordLength',
    );
  });

  it('refuses < > " \' \\ | in the password and a different confirmation', () => {
    for (const char of ['<', '>', '"', "'", '\\', '|']) {
      const password = `abc${char}def`;
      expect(validateRegister({ ...valid, password, confirmPassword: password }, true).password).toBe(
        'register.passwordIllegal',
      );
    }
    expect(validateRegister({ ...valid, confirmPassword: 'other12' }, true).confirmPassword).toBe(
      'register.confirmMismatch',
    );
  });
});
