import { PAGINATION } from '@dis/shared';
import type { Device } from '@dis/shared/store';

export interface PageState {
  pageNum: number;
  pageSize: number;
}

/** Page numbers shown in the pager: 7, or 5 on a phone-width screen (spec §9). */
export function pagerCountFor(device: Device): number {
  return device === 'mobile' ? PAGINATION.pagerCountMobile : PAGINATION.pagerCount;
}

/**
 * The page to show after the pager changed. A new page size that would leave the current page
 * past the end goes back to page 1 (the reference console's rule).
 */
export function nextPageState(current: PageState, pageNum: number, pageSize: number, total: number): PageState {
  if (pageSize !== current.pageSize && pageNum * pageSize > total) return { pageNum: 1, pageSize };
  return { pageNum, pageSize };
}

/** The rows of one page of a list held whole in memory. */
export function pageOf<T>(rows: readonly T[], page: PageState): T[] {
  const start = (page.pageNum - 1) * page.pageSize;
  return rows.slice(start, start + page.pageSize);
}
