import { withDateRange } from '@dis/ui';
import type { UserFilters, UserSearchValues } from './types';

/** Search-form values → list filters: the creation-day range becomes `params[beginTime]/[endTime]`. */
export function toUserFilters(values: UserSearchValues): UserFilters {
  const { userName, phonenumber, status, params } = withDateRange(values, 'createTime');
  return {
    userName: userName?.trim() || undefined,
    phonenumber: phonenumber?.trim() || undefined,
    status,
    params,
  };
}
