import { DictTypeParams, DictTypeRowSchema, SysDictDataSchema } from '@dis/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BusinessType } from '../../../common/business-type';
import { success } from '../../../common/envelope';
import { AjaxResult, MessageResult } from '../../../common/schema';
import { allDictTypes } from './repository';
import { dictDataResource, dictTypeResource } from './resource';
import { getDictData, reloadDictCache } from './service';

/**
 * 字典管理: `/system/dict/type` and `/system/dict/data` on the resource descriptor, the entries of
 * one dictionary for every dictionary-driven control, the options of the type switcher and the
 * cache refresh (docs/system/dict-config.md).
 */
const dictRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // the labels of exports read dictionaries through the frame (common/dict-labels.ts)
  app.dicts.provide({ entries: (dictType, lang) => getDictData(app, dictType, lang) });
  app.addHook('onReady', () => reloadDictCache(app));

  const type = dictTypeResource(app);
  const data = dictDataResource(app);
  const types = type.register(app);
  data.register(app);

  app.delete(
    `${type.path}/refreshCache`,
    {
      schema: {
        tags: types.tags,
        summary: '刷新字典缓存 · Reload the dictionary cache',
        description: 'Empties the sys_dict: cache and loads every enabled entry again.',
        response: { 200: MessageResult },
      },
      config: types.config('remove', BusinessType.clean),
    },
    async function refreshDictCacheHandler(request) {
      await reloadDictCache(app);
      return success(request);
    },
  );

  app.get(
    `${type.path}/optionselect`,
    {
      schema: {
        tags: types.tags,
        summary: '字典类型选项 · All dictionary types, for choosing',
        response: { 200: AjaxResult({ data: Type.Array(DictTypeRowSchema) }) },
      },
    },
    async function dictTypeOptions(request) {
      return success(request, { data: await allDictTypes(app.db) });
    },
  );

  app.get(
    `${data.path}/type/:dictType`,
    {
      schema: {
        tags: ['system/dict'],
        summary: '字典数据 · Entries of a dictionary',
        description:
          'Enabled entries ordered by dictSort, labels in the Accept-Language language; [] when none.',
        params: DictTypeParams,
        response: { 200: AjaxResult({ data: Type.Array(SysDictDataSchema) }) },
      },
    },
    async function dictDataByType(request) {
      return success(request, { data: await getDictData(app, request.params.dictType, request.lang) });
    },
  );
};

export default dictRoutes;
