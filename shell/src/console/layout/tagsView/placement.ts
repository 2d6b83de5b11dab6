/** docs/product.md §9: the context menu is given 105 px of width when clamped inside the tab bar. */
export const MENU_WIDTH_ALLOWANCE = 105;
/** The menu opens this far right of the pointer, as RuoYi's does. */
export const POINTER_GAP = 15;
/** docs/product.md §9: a tab scrolled into view keeps this much space to the bar's edge. */
export const TAB_SCROLL_PADDING = 4;

/**
 * Where the context menu goes (viewport coordinates, for `position: fixed`): beside the pointer,
 * but never beyond the right edge of the bar minus the menu's width (at least the allowance; wider
 * when its labels are, as in English), nor left of the bar.
 */
export function contextMenuPosition(
  pointer: { x: number; y: number },
  bar: { left: number; width: number },
  menuWidth: number = MENU_WIDTH_ALLOWANCE,
): { left: number; top: number } {
  const maxLeft = Math.max(0, bar.width - Math.max(MENU_WIDTH_ALLOWANCE, menuWidth));
  const left = Math.min(Math.max(0, pointer.x - bar.left + POINTER_GAP), maxLeft);
  return { left: bar.left + left, top: pointer.y };
}

/** The bar's `scrollLeft` that shows the whole tab with the padding on both sides, moving as little as possible. */
export function scrollLeftShowing(
  bar: { scrollLeft: number; clientWidth: number },
  tab: { offsetLeft: number; offsetWidth: number },
  padding: number = TAB_SCROLL_PADDING,
): number {
  const start = tab.offsetLeft - padding;
  const end = tab.offsetLeft + tab.offsetWidth + padding;
  if (start < bar.scrollLeft) return Math.max(0, start);
  if (end > bar.scrollLeft + bar.clientWidth) return Math.max(0, end - bar.clientWidth);
  return bar.scrollLeft;
}
