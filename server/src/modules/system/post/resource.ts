import {
  PostCreateSchema,
  PostListQuerySchema,
  PostUpdateSchema,
  SysPostSchema,
  type PostCreate,
} from '@dis/contract';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { dictLabeller } from '../../../common/dict-labels';
import { ServiceError } from '../../../common/errors';
import { defineResource } from '../../../common/resource';
import { cleanText, requiredText } from '../../../common/text-fields';
import { sysPost } from '../../../db/schema';
import { postLabel } from './messages';
import { firstAssignedPost } from './repository';

/** 岗位管理: the posts users hold (`sys_post`), RuoYi's `/system/post`. */
export function postResource(app: FastifyInstance) {
  return defineResource({
    key: 'system/post',
    logTitle: '岗位管理',
    names: { one: 'Post', many: 'Posts' },
    missing: 'system.post.missing',
    schemas: {
      row: SysPostSchema,
      query: PostListQuerySchema,
      create: PostCreateSchema,
      update: PostUpdateSchema,
    },
    list: {
      table: sysPost,
      id: sysPost.postId,
      sortable: {
        postId: sysPost.postId,
        postCode: sysPost.postCode,
        postName: sysPost.postName,
        postSort: sysPost.postSort,
        status: sysPost.status,
        createTime: sysPost.createTime,
      },
      defaultOrder: [asc(sysPost.postSort), asc(sysPost.postId)],
      tieBreaker: asc(sysPost.postId),
      filters: (filter) => ({
        contains: [
          [sysPost.postCode, filter.postCode],
          [sysPost.postName, filter.postName],
        ],
        equals: [[sysPost.status, filter.status]],
      }),
      select: (db, where) => db.select().from(sysPost).where(where).$dynamic(),
    },
    docs: {
      list: {
        summary: '岗位列表 · List posts',
        description:
          'Paged; postCode and postName contain, status. Ordered by postSort; orderByColumn accepts postId, ' +
          'postCode, postName, postSort, status, createTime.',
      },
      get: { summary: '岗位详情 · One post' },
      add: {
        summary: '新增岗位 · Add a post',
        description: 'postCode, postName and postSort are required; code and name are unique.',
      },
      edit: { summary: '修改岗位 · Edit a post' },
      changeStatus: { summary: '岗位状态修改 · Enable or disable a post' },
      remove: {
        summary: '删除岗位 · Delete posts',
        description: 'One id or several joined by commas; a post held by a user cannot be deleted.',
      },
      export: { summary: '导出岗位 · Export posts' },
    },
    write: {
      values: (body: PostCreate, { lang }) => ({
        postCode: requiredText(postLabel(lang, 'postCode'), body.postCode),
        postName: requiredText(postLabel(lang, 'postName'), body.postName),
        postSort: body.postSort,
        status: body.status ?? '0',
        remark: cleanText(body.remark),
      }),
      title: (values) => String(values.postName),
      unique: [
        {
          column: sysPost.postName,
          value: (values) => values.postName as string,
          refusal: { add: 'system.post.addNameExists', edit: 'system.post.editNameExists' },
        },
        {
          column: sysPost.postCode,
          value: (values) => values.postCode as string,
          refusal: { add: 'system.post.addCodeExists', edit: 'system.post.editCodeExists' },
        },
      ],
    },
    statusColumn: sysPost.status,
    async beforeRemove(postIds) {
      const assigned = await firstAssignedPost(app.db, postIds);
      if (assigned) throw new ServiceError('system.post.assigned', { name: assigned.postName });
    },
    export: {
      fileName: 'post',
      sheetName: (lang) => postLabel(lang, 'sheet'),
      async columns(lang) {
        const status = await dictLabeller(app, 'sys_normal_disable', lang);
        return [
          { header: postLabel(lang, 'postId'), width: 10, value: (row) => row.postId },
          { header: postLabel(lang, 'postCode'), width: 16, value: (row) => row.postCode },
          { header: postLabel(lang, 'postName'), width: 20, value: (row) => row.postName },
          { header: postLabel(lang, 'postSort'), width: 10, value: (row) => row.postSort },
          { header: postLabel(lang, 'status'), width: 10, value: (row) => status(row.status) },
        ];
      },
    },
  });
}
