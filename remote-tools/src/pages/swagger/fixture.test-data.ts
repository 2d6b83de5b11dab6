import type { OpenApiDocument } from './openapiTypes';

/** A small document in the shape @fastify/swagger writes for our TypeBox routes. */
export const SAMPLE_DOC: OpenApiDocument = {
  openapi: '3.0.3',
  info: { title: 'DIS API', version: '1.0.0' },
  tags: [{ name: 'system-user', description: '用户管理' }, { name: 'auth' }],
  paths: {
    '/login': {
      post: {
        tags: ['auth'],
        summary: '登录',
        security: [],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['username', 'password'],
                properties: {
                  username: { type: 'string', description: '账号' },
                  password: { type: 'string' },
                  code: { type: 'string' },
                },
              },
            },
          },
        },
        responses: {
          '200': {
            description: '令牌',
            content: {
              'application/json': { schema: { type: 'object', properties: { token: { type: 'string' } } } },
            },
          },
        },
      },
    },
    '/system/user/list': {
      get: {
        tags: ['system-user'],
        summary: '查询用户列表',
        description: '需要权限 system:user:list',
        parameters: [
          { name: 'pageNum', in: 'query', schema: { type: 'integer' } },
          { name: 'status', in: 'query', description: '状态', schema: { type: 'string', enum: ['0', '1'] } },
        ],
        responses: {
          '200': {
            description: '分页用户',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['total', 'rows'],
                  properties: {
                    total: { type: 'integer' },
                    rows: { type: 'array', items: { $ref: '#/components/schemas/SysUser' } },
                  },
                },
              },
            },
          },
        },
      },
    },
    '/system/user/{userIds}': {
      parameters: [{ name: 'userIds', in: 'path', required: true, schema: { type: 'string' } }],
      delete: {
        tags: ['system-user'],
        summary: '删除用户',
        'x-permission': 'system:user:remove',
        responses: { '200': { description: 'OK' } },
      },
    },
    '/health': { get: { summary: 'Health', responses: {} } },
  },
  components: {
    schemas: {
      SysUser: {
        type: 'object',
        required: ['userId', 'userName'],
        properties: {
          userId: { type: 'integer', description: '用户编号' },
          userName: { type: 'string' },
          status: { anyOf: [{ const: '0' }, { const: '1' }] },
          createTime: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
          dept: { anyOf: [{ $ref: '#/components/schemas/SysDept' }, { type: 'null' }] },
        },
      },
      SysDept: {
        type: 'object',
        properties: {
          deptId: { type: 'integer' },
          deptName: { type: 'string', description: '部门名称' },
          children: { type: 'array', items: { $ref: '#/components/schemas/SysDept' } },
        },
      },
    },
  },
};
