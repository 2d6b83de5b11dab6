import type { ComponentType } from 'react';
import type { ModalProps, ProgressProps, TabsProps } from 'antd';
import type { AlertProps, CardProps, CollapseProps, DrawerProps, RadioGroupProps, SwitchProps } from 'antd';
import { lazyComponent } from './lazyComponent';

/** A component whose code loads on use (the shell's top menus use it too). */
export { lazyComponent };

/** antd components that load with the page that renders them (see `lazyComponent`). */
/** The user list shows one only when its department tree fails: not part of the first view. */
export const Alert: ComponentType<AlertProps> = lazyComponent(() =>
  import('antd/es/alert').then((m) => m.default),
);
export type { AlertProps };
export const Card: ComponentType<CardProps> = lazyComponent(() =>
  import('antd/es/card').then((m) => m.default),
);
export const Collapse: ComponentType<CollapseProps> = lazyComponent(() =>
  import('antd/es/collapse').then((m) => m.default),
);
export const Drawer: ComponentType<DrawerProps> = lazyComponent(() =>
  import('antd/es/drawer').then((m) => m.default),
);
/**
 * A list's status column: drawn in the first view of most list pages. While its code loads it
 * shows its word (正常 / 停用), so the column is never empty.
 */
export const Switch: ComponentType<SwitchProps> = lazyComponent(
  () => import(/* webpackChunkName: "ui-switch" */ 'antd/es/switch').then((m) => m.default),
  (props: SwitchProps) => (
    <span
      className={props.checked ? 'ui-switch-waiting ui-switch-waiting--on' : 'ui-switch-waiting'}
      aria-label={(props as { 'aria-label'?: string })['aria-label']}
    >
      {props.checked ? props.checkedChildren : props.unCheckedChildren}
    </span>
  ),
  'ui-switch',
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
export const Progress: ComponentType<ProgressProps> = lazyComponent(() =>
  import('antd/es/progress').then((m) => m.default),
);
export type { ProgressProps } from 'antd';
