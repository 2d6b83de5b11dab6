import { SectionPageSchema } from '@dis/contract';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { success } from '../../common/envelope';
import { AjaxResult } from '../../common/schema';
import { requireLoginUser } from '../../security/session-store';
import { sectionPages } from '../system/menu/service';
import boardRoutes from './board/routes';
import calendarRoutes from './calendar/routes';
import salesLeadRoutes from './lead/routes';
// this module's words join the catalogue (docs/architecture.md "Server layout")
import './messages';

/** The sales section (销售管理 / Sales, docs/sales/README.md): its routes, registered in server/src/app.ts. */
const salesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/sales/overview',
    {
      schema: {
        tags: ['sales'],
        summary: '销售管理概览 · Sales overview',
        description: "The section's pages the caller may open, titles in the request's language.",
        response: { 200: AjaxResult({ data: Type.Array(SectionPageSchema) }) },
      },
      config: { permission: 'sales:overview:view' },
    },
    async function salesOverview(request) {
      const data = await sectionPages(app, requireLoginUser(request).userId, request.lang, 'sales');
      return success(request, { data });
    },
  );
  // the desk (docs/sales/README.md): leads and their history, the board, the working-day calendar
  await app.register(salesLeadRoutes);
  await app.register(boardRoutes);
  await app.register(calendarRoutes);
};

export default salesRoutes;
