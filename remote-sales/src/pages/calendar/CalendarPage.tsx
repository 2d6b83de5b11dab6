import type { ConsoleFilters, SalesCalendarDay, SalesCalendarFilter, SalesCalendarYear } from '@dis/contract';
import { Alert, CrudView, useCrudPage, type FieldSpec, EditorSlot } from '@dis/ui';
import { lazy, useEffect, useState } from 'react';
import { useSalesTranslation } from '../../i18n';
import { calendarDays, missingYears } from './api';
import './calendarPage.css';

/** 年份, 类型, 名称 searched; the days listed in order. */
const CALENDAR_FIELDS: readonly FieldSpec<SalesCalendarDay>[] = [
  { name: 'year', label: 'calendar.year', search: 'input' },
  { name: 'day', label: 'calendar.day', column: { width: 140 } },
  { name: 'kind', label: 'calendar.kind', dict: 'sales_calendar_kind', search: 'select', column: 'tag' },
  { name: 'name', label: 'calendar.name', search: 'input', column: true },
  { name: 'updateTime', label: 'calendar.updateTime', column: 'time' },
];

const CalendarDialog = lazy(() => import('./CalendarDialog'));

/**
 * 工作日历 (docs/sales/calendar.md): the holidays (休) on weekdays and the make-up working days
 * (班) on weekends the one-working-day promise counts by; staff add, edit and remove them. A year
 * whose official schedule is not yet entered (no 班 listed: this year, and next year from
 * October) is named above the list, with what the deadlines count meanwhile.
 */
export default function CalendarPage() {
  const { t } = useSalesTranslation();
  const page = useCrudPage<SalesCalendarDay, ConsoleFilters<SalesCalendarFilter>>({
    api: calendarDays,
    fields: CALENDAR_FIELDS,
    t,
    editor: true,
  });
  // asked again whenever the list is read again (after an add, edit or delete)
  const rows = page.crud.list.rows;
  const [missing, setMissing] = useState<readonly SalesCalendarYear[]>([]);
  useEffect(() => {
    let live = true;
    missingYears().then(
      (years) => live && setMissing(years),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [rows]);
  return (
    <>
      {missing.map((one) => (
        <Alert
          key={one.year}
          className="sales-calendar__missing"
          type="warning"
          showIcon
          title={t('calendar.missingTitle', { year: one.year })}
          description={t('calendar.missingText', { year: one.year, holidays: one.holidays })}
        />
      ))}
      <p className="sales-calendar__help">{t('calendar.help')}</p>
      <CrudView {...page.view()}>
        <EditorSlot editor={page.editor}>
          {(id) => (
            <CalendarDialog
              calendarId={id as number | undefined}
              kinds={page.dicts.sales_calendar_kind ?? []}
              onClose={page.closeEditor}
            />
          )}
        </EditorSlot>
      </CrudView>
    </>
  );
}
