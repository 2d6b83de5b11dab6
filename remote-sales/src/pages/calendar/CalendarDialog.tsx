import type { SalesCalendarCreate } from '@dis/contract';
import { SALES_FIELD_MAX } from '@dis/contract/rules';
import { Input, RadioGroup, type DictOption } from '@dis/ui';
import { EditDialog, Form } from '@dis/ui/form';
import { useSalesTranslation } from '../../i18n';
import { calendarDays } from './api';

export interface CalendarDialogProps {
  calendarId?: number;
  kinds: readonly DictOption[];
  onClose: (saved: boolean) => void;
}

/** 添加 / 修改日期: the day, 休 or 班, and its name. */
export default function CalendarDialog({ calendarId, kinds, onClose }: CalendarDialogProps) {
  const { t } = useSalesTranslation();
  return (
    <EditDialog<SalesCalendarCreate>
      recordId={calendarId}
      title={calendarId ? t('calendar.editTitle') : t('calendar.addTitle')}
      width={520}
      initialValues={{ kind: '1', day: '', name: '' }}
      load={(id) => calendarDays.get(id)}
      save={(values) => calendarDays.save(calendarId ? { ...values, calendarId } : values)}
      onClose={onClose}
    >
      <Form.Item
        name="day"
        label={t('calendar.day')}
        rules={[{ required: true, message: t('calendar.dayRequired') }]}
      >
        <Input type="date" />
      </Form.Item>
      <Form.Item name="kind" label={t('calendar.kind')} rules={[{ required: true }]}>
        <RadioGroup options={kinds.map((kind) => ({ value: kind.value, label: kind.label }))} />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('calendar.name')}
        rules={[{ required: true, whitespace: true, message: t('calendar.nameRequired') }]}
      >
        <Input placeholder={t('calendar.namePlaceholder')} maxLength={SALES_FIELD_MAX.dayName} />
      </Form.Item>
    </EditDialog>
  );
}
