import { withDateRange } from '@dis/ui';
import type { JobFilters, JobSearchValues } from './types';

/** Search-form values → list filters: the creation-day range becomes `params[beginTime]/[endTime]`. */
export function toJobFilters(values: JobSearchValues): JobFilters {
  const { title, city, lang, status, params } = withDateRange(values, 'createTime');
  return { title: title?.trim() || undefined, city: city?.trim() || undefined, lang, status, params };
}
