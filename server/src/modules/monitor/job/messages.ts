import { defineMessages, defineLabels, type KeysOf, type Catalogue } from '../../../i18n/catalogue';

/** The refusals of scheduled jobs (`/monitor/job`, `/monitor/jobLog`), in RuoYi's words. */
export const JOB_MESSAGES = defineMessages({
  'monitor.job.missing': { 'zh-cn': '任务不存在', en: 'The job does not exist' },
  'monitor.job.runMissing': { 'zh-cn': '任务不存在或已过期！', en: 'The job does not exist or has expired!' },
  'monitor.jobLog.missing': { 'zh-cn': '调度日志不存在', en: 'The job log does not exist' },
  'monitor.job.addBadCron': {
    'zh-cn': "新增任务'{name}'失败，Cron表达式不正确",
    en: "Could not add job '{name}': the cron expression is not valid",
  },
  'monitor.job.editBadCron': {
    'zh-cn': "修改任务'{name}'失败，Cron表达式不正确",
    en: "Could not change job '{name}': the cron expression is not valid",
  },
  'monitor.job.addRmi': {
    'zh-cn': "新增任务'{name}'失败，目标字符串不允许'rmi'调用",
    en: "Could not add job '{name}': the target may not make 'rmi' calls",
  },
  'monitor.job.editRmi': {
    'zh-cn': "修改任务'{name}'失败，目标字符串不允许'rmi'调用",
    en: "Could not change job '{name}': the target may not make 'rmi' calls",
  },
  'monitor.job.addLdap': {
    'zh-cn': "新增任务'{name}'失败，目标字符串不允许'ldap(s)'调用",
    en: "Could not add job '{name}': the target may not make 'ldap(s)' calls",
  },
  'monitor.job.editLdap': {
    'zh-cn': "修改任务'{name}'失败，目标字符串不允许'ldap(s)'调用",
    en: "Could not change job '{name}': the target may not make 'ldap(s)' calls",
  },
  'monitor.job.addHttp': {
    'zh-cn': "新增任务'{name}'失败，目标字符串不允许'http(s)'调用",
    en: "Could not add job '{name}': the target may not make 'http(s)' calls",
  },
  'monitor.job.editHttp': {
    'zh-cn': "修改任务'{name}'失败，目标字符串不允许'http(s)'调用",
    en: "Could not change job '{name}': the target may not make 'http(s)' calls",
  },
  'monitor.job.addBanned': {
    'zh-cn': "新增任务'{name}'失败，目标字符串存在违规",
    en: "Could not add job '{name}': the target contains forbidden text",
  },
  'monitor.job.editBanned': {
    'zh-cn': "修改任务'{name}'失败，目标字符串存在违规",
    en: "Could not change job '{name}': the target contains forbidden text",
  },
  'monitor.job.addNotAllowed': {
    'zh-cn': "新增任务'{name}'失败，目标字符串不在白名单内，允许的调用：{allowed}",
    en: "Could not add job '{name}': the target is not in the allow-list; allowed calls: {allowed}",
  },
  'monitor.job.editNotAllowed': {
    'zh-cn': "修改任务'{name}'失败，目标字符串不在白名单内，允许的调用：{allowed}",
    en: "Could not change job '{name}': the target is not in the allow-list; allowed calls: {allowed}",
  },
});

declare module '../../../i18n/catalogue' {
  interface MessageCatalogue extends KeysOf<typeof JOB_MESSAGES> {}
}

/** The names of the job and job-log fields (refusals, export headers). */
const JOB_LABELS = {
  jobId: { 'zh-cn': '任务序号', en: 'Job ID' },
  jobLogId: { 'zh-cn': '日志序号', en: 'Log ID' },
  jobName: { 'zh-cn': '任务名称', en: 'Job name' },
  jobGroup: { 'zh-cn': '任务组名', en: 'Job group' },
  invokeTarget: { 'zh-cn': '调用目标字符串', en: 'Invoke target' },
  cronExpression: { 'zh-cn': '执行表达式', en: 'Cron expression' },
  misfirePolicy: { 'zh-cn': '计划策略', en: 'Misfire policy' },
  concurrent: { 'zh-cn': '并发执行', en: 'Concurrent' },
  status: { 'zh-cn': '任务状态', en: 'Status' },
  jobMessage: { 'zh-cn': '日志信息', en: 'Log message' },
  logStatus: { 'zh-cn': '执行状态', en: 'Result' },
  exceptionInfo: { 'zh-cn': '异常信息', en: 'Exception' },
  createTime: { 'zh-cn': '执行时间', en: 'Run at' },
  jobSheet: { 'zh-cn': '定时任务', en: 'Scheduled jobs' },
  logSheet: { 'zh-cn': '调度日志', en: 'Job log' },
  misfire0: { 'zh-cn': '默认策略', en: 'Default' },
  misfire1: { 'zh-cn': '立即执行', en: 'Fire now' },
  misfire2: { 'zh-cn': '执行一次', en: 'Fire once' },
  misfire3: { 'zh-cn': '放弃执行', en: 'Do nothing' },
  concurrent0: { 'zh-cn': '允许', en: 'Allowed' },
  concurrent1: { 'zh-cn': '禁止', en: 'Forbidden' },
} as const satisfies Catalogue;

export type JobLabel = keyof typeof JOB_LABELS;

export const jobLabel = defineLabels(JOB_LABELS);
