import { DictTypeParams, DictTypeRowSchema } from '@dis/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc } from 'drizzle-orm';
import { BusinessType } from '../../../common/business-type';
import { success } from '../../../common/envelope';
import { AjaxResult, MessageResult } from '../../../common/schema';
import { sysDictType } from '../../../db/schema';
import { dictDataResource, dictTypeResource } from './resource';
import { SysDictDataSchema } from './schema';
import { getDictData, reloadDictCache } from './service';

/**
 * 字典管理: `/system/dict/type` and `/system/dict/data` on the resource descriptor, the entries of
 * one dictionary for every dictionary-driven control, the options of the type switcher and the
 * cache refresh (docs/system/dict-config.md).
 */
const dictRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const types = dictTypeResource(app).register(app);
  dictDataResource(app).register(app);

  app.delete(
    '/system/dict/type/refreshCache',
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
    '/system/dict/type/optionselect',
    {
      schema: {
        tags: types.tags,
        summary: '字典类型选项 · All dictionary types, for choosing',
        response: { 200: AjaxResult({ data: Type.Array(DictTypeRowSchema) }) },
      },
    },
    async function dictTypeOptions(request) {
      const rows = await app.db.select().from(sysDictType).orderBy(asc(sysDictType.dictId));
      return success(request, { data: rows });
    },
  );

  app.get(
    '/system/dict/data/type/:dictType',
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
