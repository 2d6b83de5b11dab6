import { defineMessages, defineLabels, type KeysOf, type Catalogue } from '../../i18n/catalogue';

/** The refusals of the login log and the operation log (`/monitor/logininfor`, `/monitor/operlog`). */
export const LOG_MESSAGES = defineMessages({
  'monitor.logininfor.missing': { 'zh-cn': '登录日志不存在', en: 'The login log entry does not exist' },
  'monitor.operlog.missing': { 'zh-cn': '操作日志不存在', en: 'The operation log entry does not exist' },
});

declare module '../../i18n/catalogue' {
  interface MessageCatalogue extends KeysOf<typeof LOG_MESSAGES> {}
}

/** The export headers and value words of both logs, as RuoYi's workbooks name them. */
const LOG_LABELS = {
  infoId: { 'zh-cn': '序号', en: 'No.' },
  userName: { 'zh-cn': '用户账号', en: 'User name' },
  loginStatus: { 'zh-cn': '登录状态', en: 'Status' },
  ipaddr: { 'zh-cn': '登录地址', en: 'IP address' },
  loginLocation: { 'zh-cn': '登录地点', en: 'Location' },
  browser: { 'zh-cn': '浏览器', en: 'Browser' },
  os: { 'zh-cn': '操作系统', en: 'Operating system' },
  msg: { 'zh-cn': '提示消息', en: 'Message' },
  loginTime: { 'zh-cn': '访问时间', en: 'Time' },
  loginSheet: { 'zh-cn': '登录日志', en: 'Login log' },
  success: { 'zh-cn': '成功', en: 'Success' },
  failure: { 'zh-cn': '失败', en: 'Failure' },
  operId: { 'zh-cn': '操作序号', en: 'No.' },
  title: { 'zh-cn': '操作模块', en: 'Module' },
  businessType: { 'zh-cn': '业务类型', en: 'Type' },
  method: { 'zh-cn': '请求方法', en: 'Method' },
  requestMethod: { 'zh-cn': '请求方式', en: 'HTTP method' },
  operatorType: { 'zh-cn': '操作类别', en: 'Operator type' },
  operName: { 'zh-cn': '操作人员', en: 'Operator' },
  deptName: { 'zh-cn': '部门名称', en: 'Department' },
  operUrl: { 'zh-cn': '请求地址', en: 'URL' },
  operIp: { 'zh-cn': '操作地址', en: 'IP address' },
  operLocation: { 'zh-cn': '操作地点', en: 'Location' },
  operParam: { 'zh-cn': '请求参数', en: 'Parameters' },
  jsonResult: { 'zh-cn': '返回参数', en: 'Result' },
  operStatus: { 'zh-cn': '状态', en: 'Status' },
  errorMsg: { 'zh-cn': '错误消息', en: 'Error' },
  operTime: { 'zh-cn': '操作时间', en: 'Time' },
  costTime: { 'zh-cn': '消耗时间', en: 'Cost' },
  milliseconds: { 'zh-cn': '毫秒', en: ' ms' },
  operSheet: { 'zh-cn': '操作日志', en: 'Operation log' },
  normal: { 'zh-cn': '正常', en: 'Normal' },
  abnormal: { 'zh-cn': '异常', en: 'Failed' },
  operatorOther: { 'zh-cn': '其它', en: 'Other' },
  operatorManage: { 'zh-cn': '后台用户', en: 'Console user' },
  operatorMobile: { 'zh-cn': '手机端用户', en: 'Mobile user' },
} as const satisfies Catalogue;

export const logLabel = defineLabels(LOG_LABELS);
