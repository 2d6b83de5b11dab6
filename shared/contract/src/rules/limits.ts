/**
 * The longest value of each field the server takes (its schemas use these numbers; the browser's
 * inputs set the same `maxLength`). No imports: the browser takes them without any schema library.
 */

/** `POST /portal/trial`: both request forms. */
export const TRIAL_FIELD_MAX = {
  name: 50,
  phone: 20,
  company: 100,
  email: 100,
  position: 100,
  remark: 1000,
  companyName: 100,
  companyEmail: 100,
  role: 100,
  pain: 1000,
} as const;

/** News items (`/marketing/news`). */
export const NEWS_FIELD_MAX = { title: 200, summary: 500, coverUrl: 500, content: 200_000 } as const;

/** Job postings (`/marketing/job`). */
export const JOB_FIELD_MAX = {
  title: 100,
  city: 50,
  department: 100,
  description: 5000,
  requirements: 5000,
} as const;

/** The follow-up note of a trial request (`/marketing/lead`). */
export const LEAD_FIELD_MAX = { followUp: 1000 } as const;

/** The sales desk (`/sales/lead`, `/sales/calendar`, docs/sales/README.md). */
export const SALES_FIELD_MAX = { product: 30, content: 1000, dayName: 50 } as const;

/**
 * The products a visitor may name as their interest (the values of the dictionary `sales_product`
 * as seeded; docs/sales/leads.md "Assignment"): the public forms offer these, the server accepts an
 * enabled value of the dictionary.
 */
export const SALES_PRODUCTS = ['chaos', 'probe', 'replay', 'exchange', 'load'] as const;
export type SalesProduct = (typeof SALES_PRODUCTS)[number];

/**
 * Users (`/system/user`), as the `sys_user` columns hold them. The server checks these itself, with
 * RuoYi's sentences ("用户账号长度不能超过30个字符"); its schemas only bound the sizes.
 */
export const USER_FIELD_MAX = {
  userName: 30,
  nickName: 30,
  email: 50,
  phonenumber: 11,
  remark: 500,
} as const;

/** The length a new user name must have: adding a user, registering (RuoYi's 2–20). */
export const USER_NAME_LENGTH = { min: 2, max: 20 } as const;

/** The personal centre (`/system/user/profile`): the user's own fields. */
export const PROFILE_FIELD_MAX = {
  nickName: USER_FIELD_MAX.nickName,
  email: USER_FIELD_MAX.email,
  phonenumber: USER_FIELD_MAX.phonenumber,
} as const;

/** Roles (`/system/role`), as the `sys_role` columns hold them. */
export const ROLE_FIELD_MAX = { roleName: 30, roleKey: 100, remark: 500 } as const;

/**
 * A role key (docs/security.md "Role keys"): letters, digits, `_`, `-` and `:` — no comma, no
 * space — so a key is never read as two; `admin` (any case) is role 1's alone.
 */
export const ROLE_KEY_PATTERN = '^[A-Za-z0-9_:-]+$';
export const SUPER_ADMIN_ROLE_KEY = 'admin';
export const isRoleKey = (key: string) => new RegExp(ROLE_KEY_PATTERN).test(key);

/** Departments (`/system/dept`), as the `sys_dept` columns hold them. */
export const DEPT_FIELD_MAX = { deptName: 30, leader: 20, phone: 11, email: 50 } as const;

/** Menus (`/system/menu`), as the `sys_menu` columns hold them. */
export const MENU_FIELD_MAX = {
  menuName: 50,
  menuNameEn: 100,
  path: 200,
  component: 255,
  query: 255,
  routeName: 50,
  perms: 100,
  icon: 100,
  remark: 500,
} as const;

/** Posts (`/system/post`), as the `sys_post` columns hold them. */
export const POST_FIELD_MAX = { postCode: 64, postName: 50, remark: 500 } as const;

/** Dictionary types (`/system/dict/type`), as the `sys_dict_type` columns hold them. */
export const DICT_TYPE_FIELD_MAX = { dictName: 100, dictNameEn: 100, dictType: 100, remark: 500 } as const;

/** Dictionary entries (`/system/dict/data`), as the `sys_dict_data` columns hold them. */
export const DICT_DATA_FIELD_MAX = {
  dictType: 100,
  dictLabel: 100,
  dictLabelEn: 100,
  dictValue: 100,
  cssClass: 100,
  remark: 500,
} as const;

/** Settings (`/system/config`), as the `sys_config` columns hold them. */
export const CONFIG_FIELD_MAX = {
  configName: 100,
  configNameEn: 100,
  configKey: 100,
  configValue: 500,
  remark: 500,
} as const;

/** Notices (`/system/notice`): the title as `sys_notice` holds it, the sanitised HTML body. */
export const NOTICE_FIELD_MAX = { noticeTitle: 50, noticeContent: 200_000, remark: 255 } as const;

/** Who has read a notice (`/system/notice/readUsers/list`): the user name or nick name searched. */
export const NOTICE_READERS_FIELD_MAX = { searchValue: 64 } as const;

/** Scheduled jobs (`/monitor/job`), as the `sys_job` columns hold them. */
export const SYS_JOB_FIELD_MAX = {
  jobName: 64,
  jobGroup: 64,
  invokeTarget: 500,
  cronExpression: 255,
  remark: 500,
} as const;

/** The lock screen (`POST /unlockscreen`): the signed-in user's password. */
export const UNLOCK_FIELD_MAX = { password: 200 } as const;

/** The code generator's names and texts (`gen_table`, `gen_table_column`). */
export const GEN_FIELD_MAX = {
  tableName: 200,
  tableComment: 500,
  className: 100,
  functionAuthor: 50,
  moduleName: 30,
  businessName: 30,
  functionName: 50,
  columnComment: 500,
  javaField: 200,
  sql: 20_000,
} as const;

// Generated resources (docs/tool/gen-output.md): their limits go above this line.
