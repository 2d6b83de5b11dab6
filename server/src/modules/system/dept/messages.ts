import { defineMessages, defineLabels, type KeysOf, type Catalogue } from '../../../i18n/catalogue';

/** The refusals of departments (`/system/dept`), in RuoYi's words. */
export const DEPT_MESSAGES = defineMessages({
  'system.dept.missing': { 'zh-cn': '部门不存在', en: 'The department does not exist' },
  'system.dept.dataScope': {
    'zh-cn': '没有权限访问部门数据！',
    en: 'No permission to access this department!',
  },
  'system.dept.addNameExists': {
    'zh-cn': "新增部门'{name}'失败，部门名称已存在",
    en: "Could not add department '{name}': the department name already exists",
  },
  'system.dept.editNameExists': {
    'zh-cn': "修改部门'{name}'失败，部门名称已存在",
    en: "Could not change department '{name}': the department name already exists",
  },
  'system.dept.parentDisabled': {
    'zh-cn': '部门停用，不允许新增',
    en: 'The department is disabled; no department can be added under it',
  },
  'system.dept.parentMissing': { 'zh-cn': '上级部门不存在', en: 'The parent department does not exist' },
  'system.dept.parentSelf': {
    'zh-cn': "修改部门'{name}'失败，上级部门不能是自己",
    en: "Could not change department '{name}': a department cannot be its own parent",
  },
  'system.dept.parentDescendant': {
    'zh-cn': "修改部门'{name}'失败，上级部门不能是它的下级部门",
    en: "Could not change department '{name}': the parent cannot be one of its own sub-departments",
  },
  'system.dept.enabledChildren': {
    'zh-cn': '该部门包含未停用的子部门！',
    en: 'The department has sub-departments that are still enabled!',
  },
  'system.dept.hasChildren': {
    'zh-cn': '存在下级部门,不允许删除',
    en: 'The department has sub-departments and cannot be deleted',
  },
  'system.dept.hasUsers': {
    'zh-cn': '部门存在用户,不允许删除',
    en: 'The department has users and cannot be deleted',
  },
  'system.dept.badPhone': {
    'zh-cn': '请输入正确的手机号码',
    en: 'Please enter a valid mobile phone number',
  },
  'system.dept.sortFailed': {
    'zh-cn': '保存排序异常，请联系管理员',
    en: 'Could not save the order; please contact the administrator',
  },
});

declare module '../../../i18n/catalogue' {
  interface MessageCatalogue extends KeysOf<typeof DEPT_MESSAGES> {}
}

const DEPT_LABELS = {
  deptName: { 'zh-cn': '部门名称', en: 'Department name' },
} as const satisfies Catalogue;

export const deptLabel = defineLabels(DEPT_LABELS);
