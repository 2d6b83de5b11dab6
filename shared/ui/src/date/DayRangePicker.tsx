import { useEffect, useRef, type ComponentRef } from 'react';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { DayRange } from './dateRange';

const DAY = 'YYYY-MM-DD';

export interface DayRangePickerProps {
  value?: DayRange | null;
  onChange?: (value: DayRange | null) => void;
  id?: string;
  placeholder: [string, string];
  /** the user was on the field when the picker arrived: it gets the focus, open */
  takeFocus?: boolean;
}

/** antd's range picker on `yyyy-MM-dd` strings; loaded only when a page needs it (see DateRangeInput). */
export default function DayRangePicker({ value, onChange, id, placeholder, takeFocus }: DayRangePickerProps) {
  const picker = useRef<ComponentRef<typeof DatePicker.RangePicker>>(null);
  useEffect(() => {
    if (takeFocus) picker.current?.focus();
  }, [takeFocus]);
  return (
    <DatePicker.RangePicker
      ref={picker}
      id={id}
      format={DAY}
      placeholder={placeholder}
      defaultOpen={takeFocus}
      value={value ? [dayjs(value[0], DAY), dayjs(value[1], DAY)] : null}
      // cleared, the picker gives null in place of the two texts
      onChange={(_, text) => onChange?.(text?.[0] && text[1] ? [text[0], text[1]] : null)}
    />
  );
}
