import type { ComponentType } from 'react';
import { lazyComponent } from '../lazy/lazyComponent';
import type { CrontabProps } from './CrontabBuilder';

/** The cron expression builder (tabs, expression table, next run times), loaded on first use. */
export const Crontab: ComponentType<CrontabProps> = lazyComponent(() =>
  import('./CrontabBuilder').then((m) => m.default),
);

export type { CrontabProps };
