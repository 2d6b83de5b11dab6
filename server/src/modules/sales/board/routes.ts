import { SalesBoardQuerySchema, SalesBoardSchema } from '@dis/contract';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and } from 'drizzle-orm';
import { formatDateTime } from '../../../common/datetime';
import { success } from '../../../common/envelope';
import { dayRangeConditions } from '../../../common/paging';
import { AjaxResult } from '../../../common/schema';
import { mktLead } from '../../../db/schema';
import { dataScopeCondition } from '../../../security/data-scope';
import { requireLoginUser } from '../../../security/session-store';
import { loadCalendar } from '../calendar/repository';
import { boardRows } from '../lead/repository';
import { boardOf } from './service';

const PERMISSION = 'sales:board:list';

/** 销售看板: `GET /sales/board` (docs/sales/board.md), within the caller's data scope. */
const boardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/sales/board',
    {
      schema: {
        tags: ['sales/lead'],
        summary: '销售看板 · Sales board',
        description:
          'The funnel by stage and by week, conversion (won / (won + lost)), the median working hours to the first ' +
          'contact and the overdue leads, for all and per owner; leads requested in params[beginTime]–[endTime] ' +
          "(days, both included), within the data scope (a salesperson their own leads, a leader their department's).",
        querystring: SalesBoardQuerySchema,
        response: { 200: AjaxResult({ data: SalesBoardSchema }) },
      },
      config: { permission: PERMISSION },
    },
    async function salesBoardHandler(request) {
      const scope = dataScopeCondition(
        requireLoginUser(request),
        { deptId: mktLead.deptId, userId: mktLead.ownerId },
        PERMISSION,
      );
      const range = dayRangeConditions(
        mktLead.createTime,
        request.query['params[beginTime]'],
        request.query['params[endTime]'],
      );
      const rows = await boardRows(app.db, and(scope, ...range));
      return success(request, { data: boardOf(rows, await loadCalendar(app.db), formatDateTime()) });
    },
  );
};

export default boardRoutes;
