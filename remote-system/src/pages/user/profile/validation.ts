import {
  MOBILE_PATTERN,
  newPasswordProblem as contractPasswordProblem,
  PASSWORD_MAX,
  PASSWORD_MIN,
  type PasswordCharType,
} from '@dis/contract/rules';

/** The personal centre's rules, defined once in `@dis/contract/rules` (the server applies them too). */
export { MOBILE_PATTERN, PASSWORD_MAX, PASSWORD_MIN };

/** The words (`rules.*`) of each `sys.account.chrtype` refusal (ruoyi-ui-features §2.2). */
const CHAR_TYPE_MESSAGES: Record<PasswordCharType, string> = {
  '1': 'rules.passwordDigits',
  '2': 'rules.passwordLetters',
  '3': 'rules.passwordLettersDigits',
  '4': 'rules.passwordAll',
};

/**
 * What is wrong with a new password, as a message key, or null: 6–20 characters, none of
 * `< > " ' \ |` (type 0, and every type), then the character rule of the type.
 */
export function newPasswordProblem(password: string, charType: string): string | null {
  const problem = contractPasswordProblem(password, charType);
  switch (problem?.kind) {
    case undefined:
      return null;
    case 'length':
      return 'rules.passwordLength';
    case 'illegal':
      return 'rules.passwordIllegal';
    case 'charType':
      return CHAR_TYPE_MESSAGES[problem.charType];
  }
}
