import { ConfigKeyParams } from '@dis/contract';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BusinessType } from '../../../common/business-type';
import { success } from '../../../common/envelope';
import { MessageResult } from '../../../common/schema';
import { configResource } from './resource';
import { getConfigValue, reloadConfigCache } from './service';

/** 参数设置: `/system/config` on the resource descriptor, the value by key and the cache refresh. */
const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onReady', () => reloadConfigCache(app));

  const resource = configResource(app);
  const configs = resource.register(app);

  app.delete(
    `${resource.path}/refreshCache`,
    {
      schema: {
        tags: configs.tags,
        summary: '刷新参数缓存 · Reload the settings cache',
        description: 'Empties the sys_config: cache and loads every setting again.',
        response: { 200: MessageResult },
      },
      config: configs.config('remove', BusinessType.clean),
    },
    async function refreshConfigCacheHandler(request) {
      await reloadConfigCache(app);
      return success(request);
    },
  );

  app.get(
    `${resource.path}/configKey/:configKey`,
    {
      schema: {
        tags: configs.tags,
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
