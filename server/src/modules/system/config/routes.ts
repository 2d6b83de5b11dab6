import { ConfigKeyParams } from '@dis/contract';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MessageResult } from '../../../common/schema';
import { getConfigValue } from './service';

const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/system/config/configKey/:configKey',
    {
      schema: {
        tags: ['system/config'],
        summary: '按键名取参数值 · Setting value by key',
        description: 'The value comes back in `msg` (RuoYi); an unknown key gives an empty `msg`.',
        params: ConfigKeyParams,
        response: { 200: MessageResult },
      },
    },
    async function configValueByKey(request) {
      return { code: 200, msg: await getConfigValue(app, request.params.configKey) };
    },
  );
};

export default configRoutes;
