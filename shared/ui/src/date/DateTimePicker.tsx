import { useEffect, useRef, type ComponentRef } from 'react';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';

const DAY = 'YYYY-MM-DD';
const TIME = 'YYYY-MM-DD HH:mm:ss';

export interface DateTimePickerProps {
  value?: string | null;
  onChange?: (value: string) => void;
  dateOnly: boolean;
  placeholder?: string;
  id?: string;
  /** the user was on the field when the picker arrived: it gets the focus, open */
  takeFocus?: boolean;
}

/** antd's date picker on the wire's text; loaded only when a dialog needs it (see DateTimeInput). */
export default function DateTimePicker({
  value,
  onChange,
  dateOnly,
  placeholder,
  id,
  takeFocus,
}: DateTimePickerProps) {
  const picker = useRef<ComponentRef<typeof DatePicker>>(null);
  useEffect(() => {
    if (takeFocus) picker.current?.focus();
  }, [takeFocus]);
  const format = dateOnly ? DAY : TIME;
  return (
    <DatePicker
      ref={picker}
      id={id}
      format={format}
      showTime={!dateOnly}
      placeholder={placeholder}
      defaultOpen={takeFocus}
      style={{ width: '100%' }}
      value={value ? dayjs(value, format) : null}
      // cleared, the picker gives an empty text
      onChange={(_, text) => onChange?.(typeof text === 'string' ? text : '')}
    />
  );
}
