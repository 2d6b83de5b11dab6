import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifySwaggerUiOptions } from '@fastify/swagger-ui';

export const API_TAGS = [
  { name: 'auth', description: '登录与会话 · Login and session' },
  { name: 'system/user', description: '用户管理 · Users' },
  { name: 'system/dict', description: '字典 · Dictionaries' },
  { name: 'system/config', description: '参数设置 · Settings' },
  { name: 'monitor/online', description: '在线用户 · Online users' },
  { name: 'monitor/job', description: '定时任务 · Scheduled jobs' },
  { name: 'monitor/jobLog', description: '调度日志 · Job runs' },
  { name: 'common', description: '文件上传下载 · File upload and download' },
  { name: 'dashboard', description: '控制台首页 · Console home' },
  { name: 'portal', description: '官网 · Public website' },
  { name: 'marketing/news', description: '新闻管理 · News' },
  { name: 'marketing/job', description: '招聘管理 · Job postings' },
  { name: 'marketing/lead', description: '试用申请 · Trial requests' },
  { name: 'docs', description: '接口文档与健康检查 · API document and health' },
];

/** The permission of the API documents: RuoYi's menu 系统接口 (`tool/swagger`). */
export const SWAGGER_PERMISSION = 'tool:swagger:list';

/**
 * The OpenAPI 3 document generated from the route schemas. Routes that need a login get the
 * bearer security requirement, and those that need a permission name it once, in the extension
 * `x-permission` (docs/tool/api-docs.md "The document"); routes callable without a session say so
 * with an empty `security`.
 */
export function openApiOptions(version: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'DIS platform API',
        description:
          'RuoYi-Vue 3.9 compatible API of the marketing site and staff console. Business outcomes answer HTTP 200 ' +
          'with `{code, msg, …}`; `code` 401 = not logged in, 403 = no permission, 500 = refused with a message.',
        version,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      tags: API_TAGS,
    },
    transform: ({ schema, url, route }) => {
      const config = (route.config ?? {}) as { access?: string; permission?: string };
      if (config.access === undefined) return { schema, url };
      if (config.access === 'anonymous') return { schema: { ...schema, security: [] }, url };
      return {
        schema: {
          ...schema,
          security: [{ bearerAuth: [] }],
          ...(config.permission ? { 'x-permission': config.permission } : {}),
        },
        url,
      };
    },
  };
}

/**
 * Run by Swagger UI in the browser before each call it sends (its own document and 试一试 /
 * "Try it out"): the staff member's session from the `Admin-Token` cookie and the console's
 * language from the `lang` cookie, as the console's own client sends them. Plain ES5 text, handed
 * to the UI's initializer file as a function's source.
 */
const REQUEST_INTERCEPTOR = `function (request) {
  function cookie(name) {
    var match = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'));
    if (!match) return '';
    try { return decodeURIComponent(match[1]); } catch (error) { return match[1]; }
  }
  var token = cookie('Admin-Token');
  if (token && !request.headers.Authorization) request.headers.Authorization = 'Bearer ' + token;
  var lang = cookie('lang');
  if (lang && !request.headers['Accept-Language']) request.headers['Accept-Language'] = lang;
  return request;
}`;

/** A value the UI's initializer writes as its source (it writes a function by its `toString`). */
const functionSource = (source: string) => Object.assign(() => undefined, { toString: () => source });

/**
 * `@fastify/swagger-ui` at `<API prefix>/swagger-ui/`: its page loads only files (the bundle, the
 * initializer), so the common policy with no inline script holds; the page reads the same document
 * as `/v3/api-docs` at `swagger-ui/json`.
 */
export function swaggerUiOptions(apiPrefix: string): FastifySwaggerUiOptions {
  return {
    routePrefix: '/swagger-ui',
    // the page's address without the trailing slash writes absolute file addresses
    indexPrefix: apiPrefix || undefined,
    theme: { title: '系统接口 · API docs' },
    validatorUrl: false,
    uiConfig: {
      docExpansion: 'none',
      deepLinking: true,
      filter: true,
      showExtensions: true,
      tryItOutEnabled: false,
      requestInterceptor: functionSource(REQUEST_INTERCEPTOR) as never,
    },
  };
}
