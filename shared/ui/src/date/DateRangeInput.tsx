import { lazy, Suspense, useState } from 'react';
import { Input } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useUiTranslation } from '../i18n';
import type { DayRange } from './dateRange';

const DayRangePicker = lazy(() => import('./DayRangePicker'));

export interface DateRangeInputProps {
  value?: DayRange | null;
  onChange?: (value: DayRange | null) => void;
  id?: string;
}

/**
 * A day-range picker whose value is two `yyyy-MM-dd` strings (a form control for `withDateRange`).
 * The date picker is a large part of antd that a list page's first view does not need: it is
 * loaded when the pointer or the focus comes to the field (or when the field has a value).
 */
export function DateRangeInput({ value, onChange, id }: DateRangeInputProps) {
  const { t } = useUiTranslation();
  const [wanted, setWanted] = useState<'no' | 'yes' | 'focused'>('no');
  const placeholder: [string, string] = [t('date.start'), t('date.end')];
  const standIn = (
    <Input
      id={id}
      readOnly
      className="dis-date-range-stand-in"
      placeholder={`${placeholder[0]} ~ ${placeholder[1]}`}
      suffix={<CalendarOutlined />}
      onPointerEnter={() => setWanted((w) => (w === 'no' ? 'yes' : w))}
      onFocus={() => setWanted('focused')}
    />
  );
  if (wanted === 'no' && !value) return standIn;
  return (
    <Suspense fallback={standIn}>
      <DayRangePicker
        id={id}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        takeFocus={wanted === 'focused'}
      />
    </Suspense>
  );
}
