/** Mainland mobile numbers (ruoyi-ui: /^1[3-9]\d{9}$/). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const NICK_NAME_MAX = 30;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;

const SPECIALS = '~!@#$%^&*()\\-=_+';
const ILLEGAL = /[<>"'\\|]/;

/** The `sys.account.chrtype` rules (ruoyi-ui-features §2.2), as message keys of `rules.*`. */
const CHAR_TYPE_RULES: Record<string, { pattern: RegExp; message: string }> = {
  '1': { pattern: /^[0-9]+$/, message: 'rules.passwordDigits' },
  '2': { pattern: /^[A-Za-z]+$/, message: 'rules.passwordLetters' },
  '3': { pattern: /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/, message: 'rules.passwordLettersDigits' },
  '4': {
    pattern: new RegExp(`^(?=.*[A-Za-z])(?=.*\\d)(?=.*[${SPECIALS}])[A-Za-z\\d${SPECIALS}]+$`),
    message: 'rules.passwordAll',
  },
};

/**
 * What is wrong with a new password, as a message key, or null: 6–20 characters, none of
 * `< > " ' \ |` (type 0, and every type), then the character rule of the type.
 */
export function newPasswordProblem(password: string, charType: string): string | null {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return 'rules.passwordLength';
  if (ILLEGAL.test(password)) return 'rules.passwordIllegal';
  const rule = CHAR_TYPE_RULES[charType.trim()];
  return rule && !rule.pattern.test(password) ? rule.message : null;
}
