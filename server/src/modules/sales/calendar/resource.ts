import {
  SalesCalendarCreateSchema,
  SalesCalendarDaySchema,
  SalesCalendarListQuerySchema,
  SalesCalendarUpdateSchema,
  type SalesCalendarCreate,
} from '@dis/contract';
import type { FastifyInstance } from 'fastify';
import { dictLabeller } from '../../../common/dict-labels';
import { ServiceError } from '../../../common/errors';
import { defineResource } from '../../../common/resource';
import { cleanText, refuseMarkup } from '../../../common/text-fields';
import { salesCalendar } from '../../../db/schema';
import { recomputeContactDue } from '../lead/service';
import { SALES_LABELS } from '../messages';
import { calendarList } from './repository';
import { isRealDay, isWeekend } from './service';

/**
 * 工作日历: the holidays and make-up working days the one-working-day promise counts by
 * (docs/sales/calendar.md). A change moves the contact deadline of every lead still waiting for
 * its first contact.
 */
export function calendarResource(app: FastifyInstance) {
  return defineResource({
    key: 'sales/calendar',
    logTitle: '工作日历',
    names: { one: 'CalendarDay', many: 'CalendarDays' },
    missing: 'sales.calendar.missing',
    schemas: {
      row: SalesCalendarDaySchema,
      query: SalesCalendarListQuerySchema,
      create: SalesCalendarCreateSchema,
      update: SalesCalendarUpdateSchema,
    },
    list: calendarList,
    docs: {
      list: {
        summary: '工作日历 · Working-day calendar',
        description: 'Paged, by day; year, kind ("1" holiday, "0" make-up working day) and name contains.',
      },
      get: { summary: '日历日期 · One calendar day' },
      add: { summary: '新增日历日期 · Add a holiday or make-up day' },
      edit: { summary: '修改日历日期 · Edit a calendar day' },
      remove: { summary: '删除日历日期 · Delete calendar days' },
      export: { summary: '导出工作日历 · Export the calendar' },
    },
    write: {
      values: (body, { lang }) => {
        const input = body as SalesCalendarCreate;
        if (!isRealDay(input.day)) throw new ServiceError('sales.calendar.notADay');
        if (input.kind === '0' && !isWeekend(input.day))
          throw new ServiceError('sales.calendar.makeUpOnWeekday');
        const name = cleanText(input.name);
        if (!name) throw new ServiceError('sales.calendar.nameRequired');
        refuseMarkup({ name }, () => SALES_LABELS(lang, 'dayName'));
        return { day: input.day, kind: input.kind, name };
      },
      title: (values) => String(values.day),
      unique: [
        {
          column: salesCalendar.day,
          value: (values) => values.day as string,
          refusal: { add: 'sales.calendar.addExists', edit: 'sales.calendar.editExists' },
        },
      ],
    },
    afterChange: async () => {
      await recomputeContactDue(app.db);
    },
    export: {
      fileName: 'calendar',
      sheetName: (lang) => (lang === 'en' ? 'Working days' : '工作日历'),
      async columns(lang) {
        const kind = await dictLabeller(app, 'sales_calendar_kind', lang);
        return [
          { header: lang === 'en' ? 'Day' : '日期', width: 14, value: (row) => row.day },
          { header: lang === 'en' ? 'Kind' : '类型', width: 18, value: (row) => kind(row.kind) },
          { header: SALES_LABELS(lang, 'dayName'), width: 36, value: (row) => row.name },
        ];
      },
    },
  });
}
