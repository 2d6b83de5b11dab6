import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';

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

/**
 * The OpenAPI 3 document generated from the route schemas. Routes that need a login get the
 * bearer security requirement and their permission in the description.
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
      if (config.access === undefined || config.access === 'anonymous') return { schema, url };
      const permission = config.permission
        ? `权限 Permission: \`${config.permission}\``
        : '登录即可 Any logged-in user';
      return {
        schema: {
          ...schema,
          description: schema?.description ? `${schema.description}\n\n${permission}` : permission,
          security: [{ bearerAuth: [] }],
        },
        url,
      };
    },
  };
}
