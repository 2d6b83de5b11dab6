import type { ComponentType } from 'react';
import type { ModalProps, TabsProps } from 'antd';
import type { CardProps, CollapseProps, DrawerProps, RadioGroupProps, SwitchProps } from 'antd';
import type { CascaderProps, ColorPickerProps, DatePickerProps, GetProps, RateProps } from 'antd';
import type { SliderSingleProps, TimePickerProps } from 'antd';
import type { DatePicker as AntDatePicker } from 'antd';
import { lazyComponent } from './lazyComponent';

/** antd components that load with the page that renders them (see `lazyComponent`). */
export const Card: ComponentType<CardProps> = lazyComponent(() =>
  import('antd/es/card').then((m) => m.default),
);
export const Collapse: ComponentType<CollapseProps> = lazyComponent(() =>
  import('antd/es/collapse').then((m) => m.default),
);
export const Drawer: ComponentType<DrawerProps> = lazyComponent(() =>
  import('antd/es/drawer').then((m) => m.default),
);
export const Switch: ComponentType<SwitchProps> = lazyComponent(() =>
  import('antd/es/switch').then((m) => m.default),
);
export const RadioGroup: ComponentType<RadioGroupProps> = lazyComponent(() =>
  import('antd/es/radio').then((m) => m.default.Group),
);
export type { CardProps, CollapseProps, DrawerProps, RadioGroupProps, SwitchProps };
export const Tabs: ComponentType<TabsProps> = lazyComponent(() =>
  import('antd/es/tabs').then((m) => m.default),
);
export const Modal: ComponentType<ModalProps> = lazyComponent(() =>
  import('antd/es/modal').then((m) => m.default),
);
export type { ModalProps, TabsProps } from 'antd';

// the form designer's controls (tool/build): loaded with the form that shows them
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
export type {
  CascaderProps,
  ColorPickerProps,
  DatePickerProps,
  RateProps,
  SliderSingleProps,
  TimePickerProps,
};
