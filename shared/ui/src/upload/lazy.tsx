import type { ComponentType } from 'react';
import { lazyComponent } from '../lazy/lazyComponent';
import type { UploadFieldProps } from './types';

/** Document upload field (value: comma-joined stored names); antd Upload loads on first use. */
export const FileUpload: ComponentType<UploadFieldProps> = lazyComponent(() =>
  import('./FileUploadField').then((m) => m.default),
);

/** Image upload field with picture cards and preview; antd Upload and Image load on first use. */
export const ImageUpload: ComponentType<UploadFieldProps> = lazyComponent(() =>
  import('./ImageUploadField').then((m) => m.default),
);

export type { UploadFieldProps };
