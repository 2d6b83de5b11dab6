import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../../common/envelope';
import { requireLoginUser } from '../../security/session-store';
import { DashboardSummaryResult } from './schema';
import { dashboardSummary } from './service';

const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dashboard/summary',
    {
      schema: {
        tags: ['dashboard'],
        summary: '首页概览 · Figures of the console home',
        description:
          'New trial requests this week, trial requests per day over the last 30 days and the 5 newest ' +
          '(marketing:lead:list), published news (marketing:news:list), open jobs (marketing:job:list), ' +
          'online users (monitor:online:list), failed logins today (monitor:logininfor:list), overdue sales ' +
          'leads in the data scope (sales:lead:list). A figure is ' +
          'present only when the user holds its permission.',
        response: { 200: DashboardSummaryResult },
      },
    },
    async function summary(request) {
      const user = requireLoginUser(request);
      return success(request, { data: await dashboardSummary(app, user.permissions, new Date(), user) });
    },
  );
};

export default dashboardRoutes;
