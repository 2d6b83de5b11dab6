import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calendarResource } from './resource';

/** 工作日历: `/sales/calendar` on the resource descriptor (docs/sales/calendar.md). */
const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  calendarResource(app).register(app);
};

export default calendarRoutes;
