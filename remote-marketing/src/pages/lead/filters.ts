import { withDateRange } from '@dis/ui';
import type { LeadFilters, LeadSearchValues } from './types';

/** Search-form values → list filters: the day range of the request becomes `params[beginTime]/[endTime]`. */
export function toLeadFilters(values: LeadSearchValues): LeadFilters {
  const { name, phone, company, status, source, params } = withDateRange(values, 'createTime');
  return {
    name: name?.trim() || undefined,
    phone: phone?.trim() || undefined,
    company: company?.trim() || undefined,
    status,
    source,
    params,
  };
}
