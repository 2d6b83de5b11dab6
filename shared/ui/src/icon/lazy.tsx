import type { ComponentType } from 'react';
import { lazyComponent } from '../lazy/lazyComponent';
import type { IconPickerProps } from './IconPickerPanel';

/** The icon picker (a searchable grid of the console's icon names), loaded on first use. */
export const IconPicker: ComponentType<IconPickerProps> = lazyComponent(() =>
  import('./IconPickerPanel').then((m) => m.default),
);

export type { IconPickerProps };
