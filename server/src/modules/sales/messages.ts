import { defineLabels, defineMessages, type KeysOf } from '../../i18n/catalogue';

/** The words of the sales section on the server (docs/sales/README.md). */
export const SALES_LABELS = defineLabels({
  section: { 'zh-cn': '销售管理', en: 'Sales' },
  leadSheet: { 'zh-cn': '线索', en: 'Leads' },
  leadId: { 'zh-cn': '线索编号', en: 'Lead no.' },
  name: { 'zh-cn': '姓名', en: 'Name' },
  phone: { 'zh-cn': '手机号', en: 'Phone' },
  company: { 'zh-cn': '公司', en: 'Company' },
  email: { 'zh-cn': '邮箱', en: 'E-mail' },
  position: { 'zh-cn': '职位', en: 'Position' },
  remark: { 'zh-cn': '需求', en: 'Needs' },
  source: { 'zh-cn': '来源', en: 'Source' },
  product: { 'zh-cn': '意向产品', en: 'Product' },
  stage: { 'zh-cn': '阶段', en: 'Stage' },
  owner: { 'zh-cn': '负责人', en: 'Owner' },
  deptName: { 'zh-cn': '部门', en: 'Department' },
  nextStepDate: { 'zh-cn': '下一步日期', en: 'Next step' },
  contactDue: { 'zh-cn': '联系期限', en: 'Contact by' },
  firstContactTime: { 'zh-cn': '首次联系', en: 'First contact' },
  overdue: { 'zh-cn': '超时未联系', en: 'Overdue' },
  requestCount: { 'zh-cn': '申请次数', en: 'Requests' },
  createTime: { 'zh-cn': '申请时间', en: 'Requested' },
  content: { 'zh-cn': '跟进内容', en: 'Follow-up' },
  dayName: { 'zh-cn': '名称', en: 'Name' },
  yes: { 'zh-cn': '是', en: 'Yes' },
  no: { 'zh-cn': '否', en: 'No' },
  roundRobin: { 'zh-cn': '轮流分配', en: 'round robin' },
  byProduct: { 'zh-cn': '按意向产品分配', en: 'by product' },
  system: { 'zh-cn': '系统', en: 'the desk' },
  unassigned: { 'zh-cn': '未分配', en: 'nobody yet' },
  manual: { 'zh-cn': '手工录入', en: 'added by staff' },
});

/** The refusals of the sales desk and of the public forms' spam guard. */
export const SALES_MESSAGES = defineMessages({
  'sales.lead.missing': { 'zh-cn': '线索不存在', en: 'The lead does not exist' },
  'sales.lead.ownerInvalid': {
    'zh-cn': '负责人不存在或已停用',
    en: 'The owner does not exist or is disabled',
  },
  'sales.lead.mergeSelf': {
    'zh-cn': '不能把线索合并到它自己',
    en: 'A lead cannot be merged into itself',
  },
  'sales.lead.backToNew': {
    'zh-cn': '已联系的线索不能改回新线索',
    en: 'A lead that was contacted cannot go back to new',
  },
  'sales.lead.contentRequired': {
    'zh-cn': '请填写跟进内容',
    en: 'Please write what was said or done',
  },
  'sales.lead.assigned': {
    'zh-cn': '已分配 {count} 条线索给 {owner}',
    en: '{count} lead(s) assigned to {owner}',
  },
  'sales.lead.merged': {
    'zh-cn': '已把线索 {merged} 合并到线索 {kept}',
    en: 'Lead {merged} was merged into lead {kept}',
  },
  'sales.lead.productUnknown': {
    'zh-cn': '意向产品不存在，请从列表中选择',
    en: 'Unknown product of interest: please choose one from the list',
  },
  'sales.lead.added': {
    'zh-cn': '新增成功：线索 {leadId}，负责人 {owner}',
    en: 'Lead {leadId} added, owned by {owner}',
  },
  'sales.lead.joined': {
    'zh-cn':
      '该客户 30 天内已有线索 {leadId}（负责人 {owner}），本次录入已作为“再次申请”记入该线索，未新建线索',
    en: 'This buyer already has lead {leadId} from the last 30 days (owner: {owner}): what you entered joined it as a new request; no lead was added',
  },
  'sales.calendar.missing': { 'zh-cn': '日历日期不存在', en: 'The calendar day does not exist' },
  'sales.calendar.addExists': {
    'zh-cn': "新增日期'{name}'失败，该日期已在日历中",
    en: "Could not add '{name}': the day is in the calendar already",
  },
  'sales.calendar.editExists': {
    'zh-cn': "修改日期'{name}'失败，该日期已在日历中",
    en: "Could not save '{name}': the day is in the calendar already",
  },
  'sales.calendar.notADay': { 'zh-cn': '日期不存在', en: 'There is no such day' },
  'sales.calendar.makeUpOnWeekday': {
    'zh-cn': '调休上班日应在周六或周日',
    en: 'A make-up working day falls on a Saturday or a Sunday',
  },
  'sales.calendar.nameRequired': { 'zh-cn': '名称不能为空', en: 'The name is required' },
  'portal.trial.captchaRequired': {
    'zh-cn': '提交较频繁，请输入验证码后再提交',
    en: 'Several requests came from your address: please enter the code shown, then send again',
  },
  'portal.trial.captchaWrong': {
    'zh-cn': '验证码错误，请重新输入',
    en: 'The code is wrong: please try again',
  },
});

declare module '../../i18n/catalogue' {
  interface MessageCatalogue extends KeysOf<typeof SALES_MESSAGES> {}
}
