import { PAGINATION } from '@dis/shared';
import type { Device } from '@dis/shared/store';

export interface PageState {
  pageNum: number;
  pageSize: number;
}

/** Page numbers shown in the pager: 7, or 5 on a phone-width screen (docs/product.md §9). */
export function pagerCountFor(device: Device): number {
  return device === 'mobile' ? PAGINATION.pagerCountMobile : PAGINATION.pagerCount;
}

/**
 * The page to show after the pager changed. A new page size that would leave the current page
 * past the end goes back to page 1 (the reference console's rule).
 */
export function nextPageState(
  current: PageState,
  pageNum: number,
  pageSize: number,
  total: number,
): PageState {
  if (pageSize !== current.pageSize && pageNum * pageSize > total) return { pageNum: 1, pageSize };
  return { pageNum, pageSize };
}

/** The rows of one page of a list held whole in memory. */
export function pageOf<T>(rows: readonly T[], page: PageState): T[] {
  const start = (page.pageNum - 1) * page.pageSize;
  return rows.slice(start, start + page.pageSize);
}

/** One entry of the pager: a page number, or the "•••" that jumps back or forward. */
export type PagerItem = number | 'prev-more' | 'next-more';

/**
 * The page buttons of the reference console's pager (Element UI's algorithm): at most
 * `pagerCount` numbers counting the first and the last page, and "•••" where pages are left out.
 * 7 numbers on a desktop, 5 on a phone (docs/product.md §9).
 */
export function pagerItems(current: number, pageCount: number, pagerCount: number): PagerItem[] {
  if (pageCount < 1) return [];
  if (pageCount === 1) return [1];
  const half = (pagerCount - 1) / 2;
  let showPrevMore = false;
  let showNextMore = false;
  if (pageCount > pagerCount) {
    if (current > pagerCount - half) showPrevMore = true;
    if (current < pageCount - half) showNextMore = true;
  }
  const middle: number[] = [];
  if (showPrevMore && !showNextMore) {
    for (let i = pageCount - (pagerCount - 2); i < pageCount; i += 1) middle.push(i);
  } else if (!showPrevMore && showNextMore) {
    for (let i = 2; i < pagerCount; i += 1) middle.push(i);
  } else if (showPrevMore && showNextMore) {
    const offset = Math.floor(pagerCount / 2) - 1;
    for (let i = current - offset; i <= current + offset; i += 1) middle.push(i);
  } else {
    for (let i = 2; i < pageCount; i += 1) middle.push(i);
  }
  return [
    1,
    ...(showPrevMore ? ['prev-more' as const] : []),
    ...middle,
    ...(showNextMore ? ['next-more' as const] : []),
    pageCount,
  ];
}

/** Where "•••" leads: `pagerCount - 2` pages back or forward, kept inside the list. */
export function morePage(
  item: 'prev-more' | 'next-more',
  current: number,
  pageCount: number,
  pagerCount: number,
): number {
  const step = pagerCount - 2;
  return item === 'prev-more' ? Math.max(1, current - step) : Math.min(pageCount, current + step);
}
