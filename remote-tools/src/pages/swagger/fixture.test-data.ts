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
        security: [{ bearerAuth: [] }],
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
        security: [{ bearerAuth: [] }],
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

/** Operations as our server documents them, to try: a page, a JSON add, a file, a login-only call. */
export const TRY_DOC: OpenApiDocument = {
  openapi: '3.0.3',
  info: { title: 'DIS platform API', version: '1.0.0' },
  tags: [{ name: 'system/post', description: '岗位管理 · Posts' }],
  paths: {
    '/prod-api/system/post/list': {
      get: {
        tags: ['system/post'],
        summary: '岗位列表 · List posts',
        security: [{ bearerAuth: [] }],
        'x-permission': 'system:post:list',
        parameters: [
          { name: 'pageNum', in: 'query', schema: { type: 'integer', default: 1 } as never },
          { name: 'status', in: 'query', schema: { anyOf: [{ const: '0' }, { const: '1' }] } },
          { name: 'params[beginTime]', in: 'query', schema: { type: 'string' } },
        ],
        responses: { '200': { description: 'a page' } },
      },
    },
    '/prod-api/system/post': {
      post: {
        tags: ['system/post'],
        summary: '新增岗位 · Add a post',
        security: [{ bearerAuth: [] }],
        'x-permission': 'system:post:add',
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/PostBody' } } },
        },
        responses: { '200': { description: 'done' } },
      },
    },
    '/prod-api/system/post/{postId}': {
      get: {
        tags: ['system/post'],
        summary: '岗位详情 · One post',
        security: [{ bearerAuth: [] }],
        'x-permission': 'system:post:query',
        parameters: [{ name: 'postId', in: 'path', required: true, schema: { type: 'integer' } }],
        responses: { '200': { description: 'the post' } },
      },
    },
    '/prod-api/system/post/export': {
      post: {
        tags: ['system/post'],
        summary: '导出岗位 · Export posts',
        security: [{ bearerAuth: [] }],
        'x-permission': 'system:post:export',
        requestBody: {
          content: {
            'application/x-www-form-urlencoded': {
              schema: { type: 'object', properties: { postName: { type: 'string' } } },
            },
          },
        },
        responses: { '200': { description: 'xlsx' } },
      },
    },
    '/prod-api/getInfo': {
      get: { summary: '当前用户 · Who am I', security: [{ bearerAuth: [] }], responses: {} },
    },
  },
  components: {
    schemas: {
      PostBody: {
        type: 'object',
        required: ['postCode', 'postName', 'postSort'],
        properties: {
          postCode: { type: 'string', example: 'dev' } as never,
          postName: { type: 'string' },
          postSort: { type: 'integer' },
          status: { anyOf: [{ const: '0' }, { const: '1' }] },
          remark: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          createTime: { type: 'string', format: 'date-time' },
          tags: { type: 'array', items: { type: 'string' } },
          parent: { $ref: '#/components/schemas/PostBody' },
        },
      },
    },
  },
};
