import { passwordCharTypeViolation } from './password-policy';

describe('passwordCharTypeViolation (sys.account.chrtype)', () => {
  it('accepts anything under rule 0 or an unknown rule', () => {
    expect(passwordCharTypeViolation('any thing!', '0')).toBeNull();
    expect(passwordCharTypeViolation('any thing!', '')).toBeNull();
  });

  it('rule 1: digits only', () => {
    expect(passwordCharTypeViolation('123456', '1')).toBeNull();
    expect(passwordCharTypeViolation('12345a', '1')).toBe('password.chrtype.1');
  });

  it('rule 2: letters only', () => {
    expect(passwordCharTypeViolation('abcDEF', '2')).toBeNull();
    expect(passwordCharTypeViolation('abc1', '2')).toBe('password.chrtype.2');
  });

  it('rule 3: letters and digits, both present', () => {
    expect(passwordCharTypeViolation('abc123', '3')).toBeNull();
    expect(passwordCharTypeViolation('abcdef', '3')).toBe('password.chrtype.3');
    expect(passwordCharTypeViolation('abc12!', '3')).toBe('password.chrtype.3');
  });

  it('rule 4: letters, digits and specials, all present', () => {
    expect(passwordCharTypeViolation('abc12!', '4')).toBeNull();
    expect(passwordCharTypeViolation('a1~-=_+', '4')).toBeNull();
    expect(passwordCharTypeViolation('abc123', '4')).toBe('password.chrtype.4');
    expect(passwordCharTypeViolation('abc12!?', '4')).toBe('password.chrtype.4');
  });
});
