import {
  isEmail,
  MOBILE_PATTERN,
  newPasswordProblem,
  PASSWORD_MAX,
  PASSWORD_MIN,
  type PasswordCharType,
} from '@dis/contract/rules';
import type { UserCreate, UserUpdate } from '@dis/contract';

/** The rules of the user dialogs, defined once in `@dis/contract/rules` (the server applies them too). */
export { isEmail, MOBILE_PATTERN, PASSWORD_MAX, PASSWORD_MIN };

/** The words (`user.*`) of each `sys.account.chrtype`: the rule shown under the password and its refusal. */
const CHAR_TYPE_WORDS: Record<PasswordCharType, string> = {
  '1': 'user.passwordDigits',
  '2': 'user.passwordLetters',
  '3': 'user.passwordLettersDigits',
  '4': 'user.passwordAll',
};

/** The rule text of a `sys.account.chrtype` ("0": any characters). */
export function passwordRuleKey(charType: string): string {
  return CHAR_TYPE_WORDS[charType.trim() as PasswordCharType] ?? 'user.passwordAny';
}

/** What is wrong with a password as a word key, or null: 6–20, no `< > " ' \ |`, the character rule. */
export function passwordProblemKey(password: string, charType: string): string | null {
  const problem = newPasswordProblem(password, charType);
  switch (problem?.kind) {
    case undefined:
      return null;
    case 'length':
      return 'user.passwordLength';
    case 'illegal':
      return 'user.passwordIllegal';
    case 'charType':
      return CHAR_TYPE_WORDS[problem.charType];
  }
}

/** The dialog's values. */
export interface UserFormValues {
  userName: string;
  password: string;
  nickName: string;
  deptId?: number | null;
  phonenumber: string;
  email: string;
  sex: string;
  status: '0' | '1';
  postIds: number[];
  roleIds: number[];
  remark: string;
}

export const NEW_USER: UserFormValues = {
  userName: '',
  password: '',
  nickName: '',
  deptId: undefined,
  phonenumber: '',
  email: '',
  sex: '0',
  status: '0',
  postIds: [],
  roleIds: [],
  remark: '',
};

/** The body of `POST` (no id: name and password) or `PUT /system/user` (never name nor password). */
export function toUserBody(values: UserFormValues, userId?: number): UserCreate | UserUpdate {
  const common = {
    nickName: values.nickName.trim(),
    deptId: values.deptId ?? null,
    phonenumber: values.phonenumber.trim(),
    email: values.email.trim(),
    sex: (values.sex || '0') as '0' | '1' | '2',
    status: values.status,
    remark: values.remark.trim() || null,
    postIds: values.postIds,
    roleIds: values.roleIds,
  };
  if (userId !== undefined) return { userId, ...common };
  return { ...common, userName: values.userName.trim(), password: values.password };
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * The lines of the import summary: the server answers RuoYi's HTML (`head<br/>1、…<br/>2、…`, every
 * value escaped); the page shows it as plain text lines, so nothing in it is ever run as markup.
 */
export function importSummaryLines(msg: string): string[] {
  return msg
    .split(/<br\s*\/?>/i)
    .map((line) =>
      line
        .replace(/<[^>]*>/g, '')
        .replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e])
        .trim(),
    )
    .filter((line) => line !== '');
}
