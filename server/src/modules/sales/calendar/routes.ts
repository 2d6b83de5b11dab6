import { SalesCalendarYearSchema } from '@dis/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { formatDateTime } from '../../../common/datetime';
import { success } from '../../../common/envelope';
import { AjaxResult } from '../../../common/schema';
import { loadCalendar } from './repository';
import { calendarResource } from './resource';
import { missingYears } from './service';

/** 工作日历: `/sales/calendar` on the resource descriptor (docs/sales/calendar.md). */
const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const resource = calendarResource(app);
  const days = resource.register(app);

  app.get(
    `${resource.path}/coverage`,
    {
      schema: {
        tags: days.tags,
        summary: '未录入的年份 · Years not yet entered',
        description:
          "This year when its official schedule is not in the calendar, and from October next year's too: a " +
          'year counts as entered once it lists a make-up working day (班). Until then its working days are ' +
          'Monday to Friday except the days listed.',
        response: { 200: AjaxResult({ data: Type.Array(SalesCalendarYearSchema) }) },
      },
      config: days.config('list'),
    },
    async function salesCalendarCoverageHandler(request) {
      return success(request, { data: missingYears(await loadCalendar(app.db), formatDateTime()) });
    },
  );
};

export default calendarRoutes;
