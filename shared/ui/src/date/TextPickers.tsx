import type { ComponentType } from 'react';
import { DatePicker, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * antd's time, date and day-range pickers on text values (`HH:mm:ss`, `YYYY-MM-DD`, and a pair of
 * days), for forms that keep their values as text (the form designer's running form, whose
 * defaults are text in its schema). Loaded with the pickers (`controls.tsx`), so the values are
 * made by the same dayjs the pickers read.
 */
export const TIME_TEXT = 'HH:mm:ss';
export const DAY_TEXT = 'YYYY-MM-DD';

type TextProps<V, P> = Omit<P, 'value' | 'onChange' | 'defaultValue'> & {
  value?: V | null;
  onChange?: (value: V | null) => void;
};

const read = (text: string | null | undefined, format: string): Dayjs | null => {
  if (!text) return null;
  const parsed = dayjs(format === TIME_TEXT ? `1970-01-01T${text}` : text);
  return parsed.isValid() ? parsed : null;
};

type TimeProps = React.ComponentProps<typeof TimePicker>;
type DateProps = React.ComponentProps<typeof DatePicker>;
type RangeProps = React.ComponentProps<typeof DatePicker.RangePicker>;

export type TimeTextPickerProps = TextProps<string, TimeProps>;
export type DateTextPickerProps = TextProps<string, DateProps>;
export type DateRangeTextPickerProps = TextProps<[string, string], RangeProps>;

export const TimeTextPicker: ComponentType<TimeTextPickerProps> = ({ value, onChange, ...props }) => (
  <TimePicker
    {...(props as TimeProps)}
    format={TIME_TEXT}
    value={read(value, TIME_TEXT)}
    onChange={(time) => onChange?.(time ? time.format(TIME_TEXT) : null)}
  />
);

export const DateTextPicker: ComponentType<DateTextPickerProps> = ({ value, onChange, ...props }) => (
  <DatePicker
    {...(props as DateProps)}
    format={DAY_TEXT}
    value={read(value, DAY_TEXT)}
    onChange={(day) => onChange?.(day ? (day as Dayjs).format(DAY_TEXT) : null)}
  />
);

export const DateRangeTextPicker: ComponentType<DateRangeTextPickerProps> = ({
  value,
  onChange,
  ...props
}) => {
  const start = read(value?.[0], DAY_TEXT);
  const end = read(value?.[1], DAY_TEXT);
  return (
    <DatePicker.RangePicker
      {...(props as RangeProps)}
      format={DAY_TEXT}
      value={start && end ? [start, end] : null}
      onChange={(days) =>
        onChange?.(days?.[0] && days[1] ? [days[0].format(DAY_TEXT), days[1].format(DAY_TEXT)] : null)
      }
    />
  );
};
