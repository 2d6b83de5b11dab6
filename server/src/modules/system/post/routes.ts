import { SysPostSchema } from '@dis/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc } from 'drizzle-orm';
import { success } from '../../../common/envelope';
import { AjaxResult } from '../../../common/schema';
import { sysPost } from '../../../db/schema';
import { postResource } from './resource';

/** 岗位管理: `/system/post` on the resource descriptor, plus the options of the user dialog. */
const postRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const posts = postResource(app).register(app);

  app.get(
    '/system/post/optionselect',
    {
      schema: {
        tags: posts.tags,
        summary: '岗位选项 · All posts, for choosing',
        response: { 200: AjaxResult({ data: Type.Array(SysPostSchema) }) },
      },
    },
    async function optionselect(request) {
      const rows = await app.db.select().from(sysPost).orderBy(asc(sysPost.postSort), asc(sysPost.postId));
      return success(request, { data: rows });
    },
  );
};

export default postRoutes;
