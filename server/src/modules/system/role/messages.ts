import { type Language } from '@dis/contract/site';
import { defineMessages, defineLabels, type KeysOf, type Catalogue } from '../../../i18n/catalogue';

/** The refusals of roles (`/system/role`, `/system/user/authRole`), in RuoYi's words. */
export const ROLE_MESSAGES = defineMessages({
  'system.role.missing': { 'zh-cn': '角色不存在', en: 'The role does not exist' },
  /** docs/security.md "Role keys"; also the schema's refusal of the pattern (validation.pattern.<field>) */
  'system.role.keyPattern': {
    'zh-cn': '权限字符只能包含字母、数字、下划线、连字符和冒号',
    en: 'A role key may hold only letters, digits, underscores, hyphens and colons',
  },
  'validation.pattern.roleKey': {
    'zh-cn': '权限字符只能包含字母、数字、下划线、连字符和冒号',
    en: 'A role key may hold only letters, digits, underscores, hyphens and colons',
  },
  'system.role.adminKey': {
    'zh-cn': '权限字符admin只属于超级管理员角色',
    en: 'The role key admin belongs to the super administrator role alone',
  },
  'system.role.addNameExists': {
    'zh-cn': "新增角色'{name}'失败，角色名称已存在",
    en: "Could not add role '{name}': the role name already exists",
  },
  'system.role.addKeyExists': {
    'zh-cn': "新增角色'{name}'失败，角色权限已存在",
    en: "Could not add role '{name}': the role key already exists",
  },
  'system.role.editNameExists': {
    'zh-cn': "修改角色'{name}'失败，角色名称已存在",
    en: "Could not change role '{name}': the role name already exists",
  },
  'system.role.editKeyExists': {
    'zh-cn': "修改角色'{name}'失败，角色权限已存在",
    en: "Could not change role '{name}': the role key already exists",
  },
  'system.role.superAdmin': {
    'zh-cn': '不允许操作超级管理员角色',
    en: 'The super administrator role cannot be changed',
  },
  'system.role.assigned': {
    'zh-cn': '{name}已分配,不能删除',
    en: '{name} is assigned to users and cannot be deleted',
  },
  'system.role.outOfScope': { 'zh-cn': '没有权限访问角色数据！', en: 'No permission to access role data!' },
  'system.role.userOutOfScope': {
    'zh-cn': '没有权限访问用户数据！',
    en: 'No permission to access user data!',
  },
  'system.role.superAdminUser': {
    'zh-cn': '不允许操作超级管理员用户',
    en: 'The super administrator user cannot be changed',
  },
  'system.role.menuNotHeld': {
    'zh-cn': '不能分配自己没有的菜单权限：{names}',
    en: 'You cannot grant menus you do not hold yourself: {names}',
  },
  'system.role.deptNotHeld': {
    'zh-cn': '不能分配自己数据权限以外的部门：{names}',
    en: 'You cannot grant departments outside your own data scope: {names}',
  },
  'system.role.beyondCaller': {
    'zh-cn': '不能分配超出自己权限的角色：{names}',
    en: 'You cannot grant a role with rights you do not hold yourself: {names}',
  },
  'system.role.ownRole': {
    'zh-cn': '不能修改自己所属角色的权限',
    en: 'You cannot change the rights of a role you hold yourself',
  },
  'system.role.scopeTooWide': {
    'zh-cn': '不能分配比自己更大的数据权限',
    en: 'You cannot grant a wider data scope than your own',
  },
  'system.role.userMissing': { 'zh-cn': '用户不存在', en: 'The user does not exist' },
});

declare module '../../../i18n/catalogue' {
  interface MessageCatalogue extends KeysOf<typeof ROLE_MESSAGES> {}
}

/** The names of the role fields (export headers). */
const ROLE_LABELS = {
  roleId: { 'zh-cn': '角色序号', en: 'Role ID' },
  roleName: { 'zh-cn': '角色名称', en: 'Role name' },
  roleKey: { 'zh-cn': '角色权限', en: 'Role key' },
  roleSort: { 'zh-cn': '角色排序', en: 'Order' },
  dataScope: { 'zh-cn': '数据范围', en: 'Data scope' },
  status: { 'zh-cn': '角色状态', en: 'Status' },
  sheet: { 'zh-cn': '角色数据', en: 'Roles' },
} as const satisfies Catalogue;

export const roleLabel = defineLabels(ROLE_LABELS);

const DATA_SCOPE_LABELS: Record<string, Record<Language, string>> = {
  '1': { 'zh-cn': '所有数据权限', en: 'All data' },
  '2': { 'zh-cn': '自定义数据权限', en: 'Custom departments' },
  '3': { 'zh-cn': '本部门数据权限', en: 'Own department' },
  '4': { 'zh-cn': '本部门及以下数据权限', en: 'Own department and below' },
  '5': { 'zh-cn': '仅本人数据权限', en: 'Only self' },
};

export function dataScopeLabel(lang: Language, scope: string | null): string {
  return DATA_SCOPE_LABELS[scope ?? '']?.[lang] ?? '';
}
