import { useEffect, useRef } from 'react';
import { deviceChanged, sidebarClosed, useAppDispatch, useAppSelector } from '@dis/shared/store';
import { useIsMobile } from './useIsMobile';

/**
 * Spec §4: on a phone-width screen the sidebar overlays the page; it closes without animation
 * when the device becomes mobile (or loads as mobile), and on every route change while mobile.
 */
export function useResponsiveSidebar(pathname: string): { mobile: boolean; opened: boolean } {
  const dispatch = useAppDispatch();
  const mobile = useIsMobile();
  const opened = useAppSelector((s) => s.app.sidebar.opened);
  const lastPath = useRef(pathname);

  useEffect(() => {
    dispatch(deviceChanged(mobile ? 'mobile' : 'desktop'));
    if (mobile) dispatch(sidebarClosed({ withoutAnimation: true }));
  }, [mobile, dispatch]);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (mobile && opened) dispatch(sidebarClosed({ withoutAnimation: false }));
  }, [pathname, mobile, opened, dispatch]);

  return { mobile, opened };
}
