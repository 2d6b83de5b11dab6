import { defineMessages, type KeysOf } from './catalogue';

/**
 * The cross-cutting messages: envelopes, access, transport faults, schema validation, paging and
 * the password rule. Each module keeps its own messages next to its code (`<module>/messages.ts`)
 * and adds them to `MessageKey` the same way (./catalogue.ts).
 */
export const CROSS_CUTTING_MESSAGES = defineMessages({
  // envelopes
  'result.success': { 'zh-cn': '操作成功', en: 'Operation successful' },
  'result.query.success': { 'zh-cn': '查询成功', en: 'Query successful' },
  'result.fail': { 'zh-cn': '操作失败', en: 'Operation failed' },
  // authentication and authorisation
  'auth.unauthenticated': {
    'zh-cn': '请求访问：{uri}，认证失败，无法访问系统资源',
    en: 'Request to {uri} failed authentication; unable to access system resources',
  },
  /** a row outside the caller's data scope (RuoYi's "没有权限访问用户数据！") */
  'auth.dataScope': { 'zh-cn': '没有权限访问数据！', en: 'No permission to access this data!' },
  'auth.forbidden': {
    'zh-cn': '没有权限，请联系管理员授权',
    en: 'No permission; please ask the administrator for authorisation',
  },
  // the pages staff open in a frame without a bearer header (docs/tool/api-docs.md)
  'auth.page.unauthenticatedTitle': { 'zh-cn': '请先登录', en: 'Please sign in' },
  'auth.page.unauthenticated': {
    'zh-cn': '未登录或登录状态已过期，请登录后再打开此页面。',
    en: 'You are not signed in, or your session has ended. Sign in, then open this page again.',
  },
  'auth.page.signIn': { 'zh-cn': '去登录', en: 'Sign in' },
  'auth.page.forbiddenTitle': { 'zh-cn': '没有权限', en: 'No permission' },
  // transport faults
  'error.unknown': {
    'zh-cn': '系统未知错误，请反馈给管理员',
    en: 'Unknown system error; please report it to the administrator',
  },
  'error.notFound': { 'zh-cn': '请求地址不存在：{uri}', en: 'No such address: {uri}' },
  'error.badJson': { 'zh-cn': '请求体不是合法的JSON', en: 'The request body is not valid JSON' },
  'error.mediaType': { 'zh-cn': '不支持的请求类型：{type}', en: 'Unsupported content type: {type}' },
  'error.tooLarge': { 'zh-cn': '请求数据过大', en: 'The request is too large' },
  'error.badRequest': { 'zh-cn': '请求格式不正确', en: 'Malformed request' },
  /** past the upload limit (common/upload-limits.ts), answered by the error envelope */
  'upload.tooLarge': {
    'zh-cn': '上传文件大小不能超过 {size} MB!',
    en: 'The uploaded file must not exceed {size} MB!',
  },
  /** a Host header (or trusted X-Forwarded-Host) that is no host name[:port] (docs/security.md) */
  'error.badHost': {
    'zh-cn': '请求头Host不是合法的主机名',
    en: 'The Host header is not a valid host name',
  },
  /** Redis (sessions, caches) or PostgreSQL out of reach: 503 at once (docs/deploy.md "Faults") */
  'error.cacheUnavailable': {
    'zh-cn': '会话与缓存服务暂时不可用，请稍后再试',
    en: 'The session and cache service is unavailable at the moment; please try again shortly',
  },
  'error.databaseUnavailable': {
    'zh-cn': '数据库暂时不可用，请稍后再试',
    en: 'The database is unavailable at the moment; please try again shortly',
  },
  'error.busy': {
    'zh-cn': '服务器繁忙，请稍后再试',
    en: 'The server is busy; please try again in a moment',
  },
  /** Idempotency-Key on a POST (plugins/idempotency.ts, docs/api-contract.md "Idempotency-Key") */
  'idempotency.badKey': {
    'zh-cn': '请求头Idempotency-Key无效：应为1到255个可见字符',
    en: 'The Idempotency-Key header is not valid: use 1 to 255 visible characters',
  },
  'idempotency.otherRequest': {
    'zh-cn': '该Idempotency-Key已用于另一个请求',
    en: 'This Idempotency-Key was used for another request',
  },
  'idempotency.running': {
    'zh-cn': '相同的操作仍在处理中，请稍后刷新查看结果',
    en: 'The same operation is still being processed; refresh in a moment to see its result',
  },
  'error.rateLimited': {
    'zh-cn': '访问过于频繁，请稍候再试',
    en: 'Too many requests; please try again later',
  },
  'validation.noMarkup': {
    'zh-cn': '{field}不能包含HTML标签',
    en: '{field} must not contain HTML tags',
  },
  // schema validation (the first failing field is reported)
  'validation.required': { 'zh-cn': '{field}不能为空', en: '{field} is required' },
  /** an email field that does not look like one (trial form, personal centre) */
  'validation.email': { 'zh-cn': '请输入正确的邮箱地址', en: 'Please enter a valid email address' },
  'validation.type': {
    'zh-cn': '参数[{field}]类型不匹配，要求类型为：{type}',
    en: 'Parameter [{field}] must be of type {type}',
  },
  'validation.maxLength': {
    'zh-cn': '{field}长度不能超过{limit}个字符',
    en: '{field} must be at most {limit} characters long',
  },
  'validation.minLength': {
    'zh-cn': '{field}长度不能少于{limit}个字符',
    en: '{field} must be at least {limit} characters long',
  },
  'validation.minimum': { 'zh-cn': '{field}不能小于{limit}', en: '{field} must be at least {limit}' },
  'validation.maximum': { 'zh-cn': '{field}不能大于{limit}', en: '{field} must be at most {limit}' },
  'validation.pattern': { 'zh-cn': '{field}格式不正确', en: '{field} has an invalid format' },
  'validation.enum': {
    'zh-cn': '{field}必须是以下值之一：{values}',
    en: '{field} must be one of: {values}',
  },
  'validation.invalid': { 'zh-cn': '参数[{field}]不合法', en: 'Parameter [{field}] is invalid' },
  // text no column can store as sent (docs/security.md "Bad input")
  'validation.nul': {
    'zh-cn': '{field}不能包含空字符（NUL）',
    en: '{field} must not contain a NUL character',
  },
  'validation.surrogate': {
    'zh-cn': '{field}包含无效的Unicode字符（不成对的代理项）',
    en: '{field} contains an invalid Unicode character (an unpaired surrogate)',
  },
  'validation.body': { 'zh-cn': '请求体', en: 'Request body' },
  // paging
  'paging.badOrderBy': {
    'zh-cn': '参数不符合规范，不能进行查询',
    en: 'The sort parameters are not allowed; the query cannot run',
  },
  // password character rule (config sys.account.chrtype)
  'password.chrtype.1': { 'zh-cn': '密码只能为0-9数字', en: 'The password may contain digits 0-9 only' },
  'password.chrtype.2': {
    'zh-cn': '密码只能为a-z和A-Z字母',
    en: 'The password may contain letters a-z and A-Z only',
  },
  'password.chrtype.3': {
    'zh-cn': '密码必须包含字母和数字',
    en: 'The password must contain both letters and digits',
  },
  'password.chrtype.4': {
    'zh-cn': '密码必须包含字母、数字和特殊字符',
    en: 'The password must contain letters, digits and special characters',
  },
  'password.illegalChars': {
    'zh-cn': '密码不能包含非法字符：< > " \' \\ |',
    en: 'The password must not contain any of these characters: < > " \' \\ |',
  },
});

declare module './catalogue' {
  interface MessageCatalogue extends KeysOf<typeof CROSS_CUTTING_MESSAGES> {}
}
