import { MOBILE_PATTERN, newPasswordProblem } from './validation';

describe('personal centre validation', () => {
  it('mainland mobile numbers', () => {
    expect(MOBILE_PATTERN.test('13800138000')).toBe(true);
    expect(MOBILE_PATTERN.test('12800138000')).toBe(false);
    expect(MOBILE_PATTERN.test('1380013800')).toBe(false);
  });

  it('new password: 6–20 characters and none of < > " \' \\ |', () => {
    expect(newPasswordProblem('abc12', '0')).toBe('rules.passwordLength');
    expect(newPasswordProblem('a'.repeat(21), '0')).toBe('rules.passwordLength');
    expect(newPasswordProblem('abc|def', '0')).toBe('rules.passwordIllegal');
    expect(newPasswordProblem('任意字符都可以!', '0')).toBeNull();
  });

  it('follows sys.account.chrtype 1–4', () => {
    expect(newPasswordProblem('123456', '1')).toBeNull();
    expect(newPasswordProblem('12345a', '1')).toBe('rules.passwordDigits');
    expect(newPasswordProblem('abcdef', '2')).toBeNull();
    expect(newPasswordProblem('abcde1', '2')).toBe('rules.passwordLetters');
    expect(newPasswordProblem('abcde1', '3')).toBeNull();
    expect(newPasswordProblem('abcdef', '3')).toBe('rules.passwordLettersDigits');
    expect(newPasswordProblem('abc12!', '4')).toBeNull();
    expect(newPasswordProblem('abc123', '4')).toBe('rules.passwordAll');
  });
});
