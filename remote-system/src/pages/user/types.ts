import type { Status } from '@dis/shared';

/** The filters of `GET /system/user/list` besides paging. */
export interface UserFilters {
  userName?: string;
  phonenumber?: string;
  status?: Status;
  /** that department or any below it */
  deptId?: number;
  params?: Record<string, string | undefined>;
}
