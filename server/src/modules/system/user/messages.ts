import { defineMessages, defineLabels, type KeysOf, type Catalogue } from '../../../i18n/catalogue';

/** The refusals and words of user management (`/system/user`), in RuoYi's words. */
export const USER_MESSAGES = defineMessages({
  'system.user.missing': { 'zh-cn': '用户不存在', en: 'The user does not exist' },
  'system.user.dataScope': { 'zh-cn': '没有权限访问用户数据！', en: 'No permission to access this user!' },
  'system.user.deptScope': {
    'zh-cn': '没有权限访问部门数据！',
    en: 'No permission to access this department!',
  },
  'system.user.roleScope': { 'zh-cn': '没有权限访问角色数据！', en: 'No permission to access this role!' },
  'system.user.superAdmin': {
    'zh-cn': '不允许操作超级管理员用户',
    en: 'The super administrator cannot be changed',
  },
  /** docs/security.md "Nobody acts on a stronger account" */
  'system.user.beyondCaller': {
    'zh-cn': '不能操作权限超出自己的用户：{names}',
    en: 'You cannot act on a user whose rights exceed your own: {names}',
  },
  'system.user.superAdminRole': {
    'zh-cn': '不允许操作超级管理员角色',
    en: 'The super administrator role cannot be granted',
  },
  'system.user.removeSelf': { 'zh-cn': '当前用户不能删除', en: 'You cannot delete yourself' },
  'system.user.unknownDept': { 'zh-cn': '部门不存在', en: 'The department does not exist' },
  'system.user.unknownPost': { 'zh-cn': '岗位不存在', en: 'The post does not exist' },
  'system.user.unknownRole': { 'zh-cn': '角色不存在', en: 'The role does not exist' },
  'system.user.userNameRequired': { 'zh-cn': '用户账号不能为空', en: 'The user name is required' },
  'system.user.userNameLength': {
    'zh-cn': '用户账号长度不能超过30个字符',
    en: 'The user name must be at most 30 characters',
  },
  'system.user.nickNameRequired': { 'zh-cn': '用户昵称不能为空', en: 'The nick name is required' },
  'system.user.nickNameLength': {
    'zh-cn': '用户昵称长度不能超过30个字符',
    en: 'The nick name must be at most 30 characters',
  },
  'system.user.emailFormat': { 'zh-cn': '邮箱格式不正确', en: 'The email address is not valid' },
  'system.user.emailLength': {
    'zh-cn': '邮箱长度不能超过50个字符',
    en: 'The email address must be at most 50 characters',
  },
  'system.user.phoneFormat': {
    'zh-cn': '请输入正确的手机号码',
    en: 'Please enter a valid mobile phone number',
  },
  'system.user.passwordRequired': { 'zh-cn': '用户密码不能为空', en: 'The password is required' },
  'system.user.passwordLength': {
    'zh-cn': '用户密码长度必须介于 {min} 和 {max} 之间',
    en: 'The password must be {min} to {max} characters long',
  },
  'system.user.addNameExists': {
    'zh-cn': "新增用户'{name}'失败，登录账号已存在",
    en: "Could not add user '{name}': the user name already exists",
  },
  'system.user.addPhoneExists': {
    'zh-cn': "新增用户'{name}'失败，手机号码已存在",
    en: "Could not add user '{name}': the phone number is already in use",
  },
  'system.user.addEmailExists': {
    'zh-cn': "新增用户'{name}'失败，邮箱账号已存在",
    en: "Could not add user '{name}': the email address is already in use",
  },
  'system.user.editPhoneExists': {
    'zh-cn': "修改用户'{name}'失败，手机号码已存在",
    en: "Could not change user '{name}': the phone number is already in use",
  },
  'system.user.editEmailExists': {
    'zh-cn': "修改用户'{name}'失败，邮箱账号已存在",
    en: "Could not change user '{name}': the email address is already in use",
  },
  // import (the summary is HTML: each line starts with <br/>; every value in it is escaped)
  'system.user.importEmpty': { 'zh-cn': '导入用户数据不能为空！', en: 'There is no user data to import!' },
  'system.user.importNotXlsx': {
    'zh-cn': '请上传 xlsx 格式的文件',
    en: 'Please upload an .xlsx file',
  },
  'system.user.importFailed': {
    'zh-cn': '很抱歉，导入失败！共 {count} 条数据格式不正确，错误如下：{lines}',
    en: 'Sorry, the import failed! {count} rows are not valid: {lines}',
  },
  'system.user.importDone': {
    'zh-cn': '恭喜您，数据已全部导入成功！共 {count} 条，数据如下：{lines}',
    en: 'All data imported successfully! {count} rows: {lines}',
  },
  'system.user.importLineAdded': {
    'zh-cn': '<br/>{n}、账号 {name} 导入成功',
    en: '<br/>{n}. Account {name} imported',
  },
  'system.user.importLineUpdated': {
    'zh-cn': '<br/>{n}、账号 {name} 更新成功',
    en: '<br/>{n}. Account {name} updated',
  },
  'system.user.importLineExists': {
    'zh-cn': '<br/>{n}、账号 {name} 已存在',
    en: '<br/>{n}. Account {name} already exists',
  },
  'system.user.importLineFailed': {
    'zh-cn': '<br/>{n}、账号 {name} 导入失败：{reason}',
    en: '<br/>{n}. Account {name} failed: {reason}',
  },
  'system.user.importNoInitPassword': {
    'zh-cn': '未设置初始密码（参数 sys.user.initPassword）',
    en: 'No initial password is set (setting sys.user.initPassword)',
  },
});

declare module '../../../i18n/catalogue' {
  interface MessageCatalogue extends KeysOf<typeof USER_MESSAGES> {}
}

/** The names of the user fields (export and import headers). */
const USER_LABELS = {
  userId: { 'zh-cn': '用户序号', en: 'User ID' },
  deptId: { 'zh-cn': '部门编号', en: 'Department ID' },
  userName: { 'zh-cn': '登录名称', en: 'User name' },
  nickName: { 'zh-cn': '用户名称', en: 'Nick name' },
  email: { 'zh-cn': '用户邮箱', en: 'Email' },
  phonenumber: { 'zh-cn': '手机号码', en: 'Phone' },
  sex: { 'zh-cn': '用户性别', en: 'Sex' },
  status: { 'zh-cn': '账号状态', en: 'Status' },
  loginIp: { 'zh-cn': '最后登录IP', en: 'Last login IP' },
  loginDate: { 'zh-cn': '最后登录时间', en: 'Last login time' },
  deptName: { 'zh-cn': '部门名称', en: 'Department' },
  leader: { 'zh-cn': '部门负责人', en: 'Department leader' },
  sheet: { 'zh-cn': '用户数据', en: 'Users' },
} as const satisfies Catalogue;

export type UserLabel = keyof typeof USER_LABELS;

export const userLabel = defineLabels(USER_LABELS);

/** Both languages of a label (an import sheet may carry either header). */
export function userLabels(key: UserLabel): string[] {
  return [USER_LABELS[key]['zh-cn'], USER_LABELS[key].en];
}
