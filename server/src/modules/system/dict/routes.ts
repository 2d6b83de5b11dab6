import { DictTypeParams } from '@dis/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../../../common/envelope';
import { AjaxResult } from '../../../common/schema';
import { SysDictDataSchema } from './schema';
import { getDictData } from './service';

const dictRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
