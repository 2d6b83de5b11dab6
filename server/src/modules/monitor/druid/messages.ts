import { defineMessages, type KeysOf } from '../../../i18n/catalogue';

/**
 * The words of the page at RuoYi's Druid addresses (`druid/login.html`, `druid/index.html`):
 * the labels of 数据监控 (docs/monitor/datasource.md "RuoYi's frame").
 */
export const DRUID_MESSAGES = defineMessages({
  'monitor.druid.page.title': { 'zh-cn': '数据监控', en: 'Data monitor' },
  'monitor.druid.page.intro': {
    'zh-cn': '本服务没有 Druid 控制台；这里是同样的数据源数据：数据库、连接池、最大的表和本进程执行的 SQL。',
    en: 'This server has no Druid console; these are the same data-source figures: the database, the pool, the largest tables and the SQL this process ran.',
  },
  'monitor.druid.page.autoRefresh': { 'zh-cn': '每 {seconds} 秒刷新', en: 'Refreshes every {seconds} s' },
  'monitor.druid.page.shownAt': { 'zh-cn': '数据时间 {time}', en: 'Figures of {time}' },
  'monitor.druid.page.refresh': { 'zh-cn': '刷新', en: 'Refresh' },
  'monitor.druid.page.database': { 'zh-cn': '数据库', en: 'Database' },
  'monitor.druid.page.kind': { 'zh-cn': '数据库类型', en: 'Kind' },
  'monitor.druid.page.kindPglite': { 'zh-cn': 'PGlite（内嵌）', en: 'PGlite (embedded)' },
  'monitor.druid.page.kindPostgres': { 'zh-cn': 'PostgreSQL', en: 'PostgreSQL' },
  'monitor.druid.page.name': { 'zh-cn': '数据库名', en: 'Database' },
  'monitor.druid.page.version': { 'zh-cn': '版本', en: 'Version' },
  'monitor.druid.page.size': { 'zh-cn': '数据库大小', en: 'Size' },
  'monitor.druid.page.connections': { 'zh-cn': '当前会话数', en: 'Sessions' },
  'monitor.druid.page.pool': { 'zh-cn': '连接池', en: 'Connection pool' },
  'monitor.druid.page.inProcess': { 'zh-cn': '进程内（单连接）', en: 'In process (one connection)' },
  'monitor.druid.page.pgliteNote': {
    'zh-cn': '内嵌数据库在服务器进程内运行，只有一个连接，语句依次执行。',
    en: 'The embedded database runs inside the server process with one connection; statements run one after another.',
  },
  'monitor.druid.page.poolMax': { 'zh-cn': '最大连接数', en: 'Max connections' },
  'monitor.druid.page.poolTotal': { 'zh-cn': '当前连接数', en: 'Open' },
  'monitor.druid.page.poolIdle': { 'zh-cn': '空闲连接数', en: 'Idle' },
  'monitor.druid.page.poolWaiting': { 'zh-cn': '等待连接数', en: 'Waiting' },
  'monitor.druid.page.tables': { 'zh-cn': '最大的表', en: 'Largest tables' },
  'monitor.druid.page.tableName': { 'zh-cn': '表名', en: 'Table' },
  'monitor.druid.page.rows': { 'zh-cn': '行数（估计）', en: 'Rows (estimate)' },
  'monitor.druid.page.tableSize': { 'zh-cn': '占用空间', en: 'Size' },
  'monitor.druid.page.statements': { 'zh-cn': 'SQL 统计', en: 'SQL statistics' },
  'monitor.druid.page.since': {
    'zh-cn': '自 {since} 起，共 {tracked} 条语句',
    en: 'Since {since}, {tracked} statements',
  },
  'monitor.druid.page.slowest': { 'zh-cn': '最慢的语句', en: 'Slowest statements' },
  'monitor.druid.page.frequent': { 'zh-cn': '执行最多的语句', en: 'Most frequent statements' },
  'monitor.druid.page.sql': { 'zh-cn': 'SQL', en: 'SQL' },
  'monitor.druid.page.count': { 'zh-cn': '执行次数', en: 'Runs' },
  'monitor.druid.page.totalMs': { 'zh-cn': '总耗时（毫秒）', en: 'Total (ms)' },
  'monitor.druid.page.maxMs': { 'zh-cn': '最慢耗时（毫秒）', en: 'Longest (ms)' },
  'monitor.druid.page.avgMs': { 'zh-cn': '平均耗时（毫秒）', en: 'Average (ms)' },
  'monitor.druid.page.errors': { 'zh-cn': '错误数', en: 'Errors' },
  'monitor.druid.page.lastRun': { 'zh-cn': '最近执行', en: 'Last run' },
  'monitor.druid.page.none': { 'zh-cn': '暂无数据', en: 'Nothing yet' },
});

declare module '../../../i18n/catalogue' {
  interface MessageCatalogue extends KeysOf<typeof DRUID_MESSAGES> {}
}
