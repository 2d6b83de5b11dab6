import type { ComponentType } from 'react';
import type { WatermarkProps } from 'antd';
import { lazyComponent } from '../lazy/lazyComponent';

/**
 * antd's Watermark, loaded on first use (the console's watermark mounts after the first view:
 * docs/security.md "Watermark"). It redraws itself when its mark is removed or altered.
 */
export const Watermark: ComponentType<WatermarkProps> = lazyComponent(() =>
  import('antd/es/watermark').then((m) => m.default),
);

export type { WatermarkProps };
