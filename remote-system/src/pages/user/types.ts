import type { Status } from '@dis/shared';
import type { DayRange } from '@dis/ui';

/** The filters of `GET /system/user/list` besides paging. */
export interface UserFilters {
  userName?: string;
  phonenumber?: string;
  status?: Status;
  /** that department or any below it */
  deptId?: number;
  params?: Record<string, string | undefined>;
}

/** The values of the search form. */
export interface UserSearchValues {
  userName?: string;
  phonenumber?: string;
  status?: Status;
  createTime?: DayRange | null;
}
