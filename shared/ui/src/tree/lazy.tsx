import type { ComponentType } from 'react';
import { lazyComponent } from '../lazy/lazyComponent';
import type { TreeSelectFieldProps } from './TreeSelectField';

/** antd TreeSelect on the contract's `TreeSelect` tree, loaded on first use. */
export const TreeSelectInput: ComponentType<TreeSelectFieldProps> = lazyComponent(() =>
  import('./TreeSelectField').then((m) => m.default),
);

export type { TreeSelectFieldProps };
