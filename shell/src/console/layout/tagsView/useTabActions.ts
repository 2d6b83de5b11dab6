import { useCallback } from 'react';
import { CONSOLE_HOME, useNavigate } from '@dis/shared';
import {
  allDeleted,
  leftDeleted,
  othersDeleted,
  rightDeleted,
  useAppDispatch,
  useStore,
  viewDeleted,
  type RootState,
  type VisitedView,
} from '@dis/shared/store';
import { usePageActions } from '../pageCache/PageActions';
import { nextPathAfterClosing, type TabAction } from './tabs';

/**
 * What a tab's menu, close icon and middle click do (docs/product.md §2). After closing the shown page's tab
 * the console goes to the last remaining tab, or home when none is left.
 */
export function useTabActions(shownPath: string): (action: TabAction, view: VisitedView) => void {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const navigate = useNavigate();
  const pages = usePageActions();

  return useCallback(
    (action, view) => {
      switch (action) {
        case 'refresh':
          pages.refresh(view.path);
          if (view.path !== shownPath) navigate(view.fullPath);
          return;
        case 'closeOthers':
          dispatch(othersDeleted({ path: view.path }));
          if (view.path !== shownPath) navigate(view.fullPath);
          return;
        case 'close':
          if (view.meta?.affix) return;
          dispatch(viewDeleted({ path: view.path, name: view.name }));
          break;
        case 'closeLeft':
          dispatch(leftDeleted({ path: view.path }));
          break;
        case 'closeRight':
          dispatch(rightDeleted({ path: view.path }));
          break;
        case 'closeAll':
          dispatch(allDeleted());
          break;
      }
      const next = nextPathAfterClosing(store.getState().tagsView.visitedViews, shownPath, CONSOLE_HOME);
      if (next) navigate(next);
    },
    [dispatch, store, navigate, pages, shownPath],
  );
}
