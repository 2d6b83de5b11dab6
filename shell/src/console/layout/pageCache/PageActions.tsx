import { createContext, useContext } from 'react';

/** What the layout's controls may do to the mounted pages. */
export interface PageActions {
  /** 刷新页面: the page at `path` mounts afresh */
  refresh(path: string): void;
  /** the page on screen mounts afresh and the hidden ones are let go (after a size switch) */
  refreshShown(): void;
}

const noop = () => undefined;

export const PageActionsContext = createContext<PageActions>({ refresh: noop, refreshShown: noop });

export function usePageActions(): PageActions {
  return useContext(PageActionsContext);
}
