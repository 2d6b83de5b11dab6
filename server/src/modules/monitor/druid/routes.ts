import { DataSourceFiguresSchema } from '@dis/contract';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BusinessType } from '../../../common/business-type';
import { success } from '../../../common/envelope';
import { resourceKey } from '../../../common/resource';
import { AjaxResult, MessageResult } from '../../../common/schema';
import { druidPageHtml } from './page';
import { dataSourceFigures, forgetStatementFigures } from './repository';

/** 数据监控 (the `druid` menu): the database and the statements of the query layer (docs/monitor/datasource.md). */
const druidRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { path, permission, tag } = resourceKey('monitor/druid');
  app.get(
    path,
    {
      schema: {
        tags: [tag],
        summary: '数据监控 · Database and statement figures',
        description:
          'Database kind, version, size and sessions; the pool; the 10 largest tables; the 10 slowest and ' +
          '10 most frequent statements this server process ran since it started or since the last reset.',
        response: { 200: AjaxResult({ data: DataSourceFiguresSchema }) },
      },
      config: { permission: `${permission}:list` },
    },
    async function getDataSourceFigures(request) {
      return success(request, { data: await dataSourceFigures(app.database) });
    },
  );

  // RuoYi's Druid console addresses, which ruoyi-ui's 数据监控 frames: the same figures as a page,
  // for signed-in staff by the session cookie (docs/monitor/datasource.md "RuoYi's frame")
  for (const page of ['/druid/login.html', '/druid/index.html']) {
    app.get(
      page,
      {
        schema: { hide: true },
        config: { access: 'staff-page', permission: `${permission}:list` },
      },
      async function druidPage(request, reply) {
        return reply
          .header('Cache-Control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(druidPageHtml(request.lang, await dataSourceFigures(app.database)));
      },
    );
  }

  app.delete(
    `${path}/statements`,
    {
      schema: {
        tags: [tag],
        summary: '重置统计 · Forget the statement figures',
        description: 'Counting starts again from now (this server process only).',
        response: { 200: MessageResult },
      },
      config: {
        permission: `${permission}:list`,
        operLog: { title: '数据监控', businessType: BusinessType.clean },
      },
    },
    async function resetStatementFigures(request) {
      forgetStatementFigures(app.database);
      return success(request);
    },
  );
};

export default druidRoutes;
