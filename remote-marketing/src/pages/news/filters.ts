import { withDateRange } from '@dis/ui';
import type { NewsFilters, NewsSearchValues } from './types';

/** Search-form values → list filters: the creation-day range becomes `params[beginTime]/[endTime]`. */
export function toNewsFilters(values: NewsSearchValues): NewsFilters {
  const { title, category, lang, status, params } = withDateRange(values, 'createTime');
  return { title: title?.trim() || undefined, category, lang, status, params };
}
