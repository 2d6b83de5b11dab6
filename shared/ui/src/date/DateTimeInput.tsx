import { lazy, Suspense, useState } from 'react';
import { Input } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';

const DateTimePicker = lazy(() => import('./DateTimePicker'));

export interface DateTimeInputProps {
  /** `yyyy-MM-dd HH:mm:ss` (or `yyyy-MM-dd` with `dateOnly`), as the wire writes times */
  value?: string | null;
  onChange?: (value: string) => void;
  /** a day without its time */
  dateOnly?: boolean;
  placeholder?: string;
  id?: string;
}

/**
 * A date-time picker whose value is the wire's text (a form control of editing dialogs, e.g. the
 * code generator's `datetime` fields). Like `DateRangeInput`, antd's date picker is loaded only
 * when the pointer or the focus comes to the field, or when the field has a value.
 */
export function DateTimeInput({ value, onChange, dateOnly = false, placeholder, id }: DateTimeInputProps) {
  const [wanted, setWanted] = useState<'no' | 'yes' | 'focused'>('no');
  const standIn = (
    <Input
      id={id}
      readOnly
      placeholder={placeholder}
      suffix={<CalendarOutlined />}
      onPointerEnter={() => setWanted((w) => (w === 'no' ? 'yes' : w))}
      onFocus={() => setWanted('focused')}
    />
  );
  if (wanted === 'no' && !value) return standIn;
  return (
    <Suspense fallback={standIn}>
      <DateTimePicker
        id={id}
        value={value}
        onChange={onChange}
        dateOnly={dateOnly}
        placeholder={placeholder}
        takeFocus={wanted === 'focused'}
      />
    </Suspense>
  );
}
