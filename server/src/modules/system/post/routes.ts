import { SysPostSchema } from '@dis/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../../../common/envelope';
import { AjaxResult } from '../../../common/schema';
import { allPosts } from './repository';
import { postResource } from './resource';

/** 岗位管理: `/system/post` on the resource descriptor, plus the options of the user dialog. */
const postRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const post = postResource(app);
  const posts = post.register(app);

  app.get(
    `${post.path}/optionselect`,
    {
      schema: {
        tags: posts.tags,
        summary: '岗位选项 · All posts, for choosing',
        response: { 200: AjaxResult({ data: Type.Array(SysPostSchema) }) },
      },
    },
    async function optionselect(request) {
      return success(request, { data: await allPosts(app.db) });
    },
  );
};

export default postRoutes;
