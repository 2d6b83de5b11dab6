import type { ComponentType } from 'react';
import type { CascaderProps, ColorPickerProps, DatePickerProps, GetProps, RateProps } from 'antd';
import type { SliderSingleProps, TimePickerProps } from 'antd';
import type { DatePicker as AntDatePicker } from 'antd';
import type { DateRangeTextPickerProps, DateTextPickerProps, TimeTextPickerProps } from '../date/TextPickers';
import { lazyComponent } from '../lazy/lazyComponent';

/** The form designer's controls (tool/build): each loads with the form that shows it. */
export type DateRangePickerProps = GetProps<typeof AntDatePicker.RangePicker>;
export const Slider: ComponentType<SliderSingleProps> = lazyComponent(() =>
  import('antd/es/slider').then((m) => m.default as ComponentType<SliderSingleProps>),
);
export const Rate: ComponentType<RateProps> = lazyComponent(() =>
  import('antd/es/rate').then((m) => m.default),
);
export const ColorPicker: ComponentType<ColorPickerProps> = lazyComponent(() =>
  import('antd/es/color-picker').then((m) => m.default),
);
export const Cascader: ComponentType<CascaderProps> = lazyComponent(() =>
  import('antd/es/cascader').then((m) => m.default as unknown as ComponentType<CascaderProps>),
);
export const TimePicker: ComponentType<TimePickerProps> = lazyComponent(() =>
  import('antd/es/time-picker').then((m) => m.default),
);
export const DatePicker: ComponentType<DatePickerProps> = lazyComponent(() =>
  import('antd/es/date-picker').then((m) => m.default),
);
export const DateRangePicker: ComponentType<DateRangePickerProps> = lazyComponent(() =>
  import('antd/es/date-picker').then((m) => m.default.RangePicker),
);
/** The same pickers on text values (`HH:mm:ss`, `YYYY-MM-DD`, two days): see TextPickers.tsx. */
export const TimeTextPicker: ComponentType<TimeTextPickerProps> = lazyComponent(() =>
  import('../date/TextPickers').then((m) => m.TimeTextPicker),
);
export const DateTextPicker: ComponentType<DateTextPickerProps> = lazyComponent(() =>
  import('../date/TextPickers').then((m) => m.DateTextPicker),
);
export const DateRangeTextPicker: ComponentType<DateRangeTextPickerProps> = lazyComponent(() =>
  import('../date/TextPickers').then((m) => m.DateRangeTextPicker),
);
export type { DateRangeTextPickerProps, DateTextPickerProps, TimeTextPickerProps };
export type {
  CascaderProps,
  ColorPickerProps,
  DatePickerProps,
  RateProps,
  SliderSingleProps,
  TimePickerProps,
};
