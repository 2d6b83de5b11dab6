import { useEffect, useLayoutEffect, useRef } from 'react';
import { deviceChanged, sidebarClosed, useAppDispatch, useAppSelector } from '@dis/shared/store';
import { isMobileWidth, sidebarOnDevice } from './device';
import { useBodyWidth } from './useBodyWidth';

/**
 * docs/product.md §4: on a phone-width screen the sidebar overlays the page. It closes without animation on
 * first load as mobile and when the device becomes mobile, and on every route change while
 * mobile. The width is re-read 300 ms after resizing stops, not while the page is hidden.
 */
export function useResponsiveSidebar(pathname: string): {
  mobile: boolean;
  opened: boolean;
  withoutAnimation: boolean;
} {
  const dispatch = useAppDispatch();
  const mobile = useAppSelector((s) => s.app.device === 'mobile');
  const { opened, withoutAnimation } = useAppSelector((s) => s.app.sidebar);
  const lastMobile = useRef<boolean | undefined>(undefined);
  const lastPath = useRef(pathname);

  const isMobile = useBodyWidth(isMobileWidth);

  // before the first paint, so a phone never sees the sidebar slide shut
  useLayoutEffect(() => {
    if (sidebarOnDevice(lastMobile.current, isMobile) === 'closeAtOnce')
      dispatch(sidebarClosed({ withoutAnimation: true }));
    if (lastMobile.current !== isMobile) dispatch(deviceChanged(isMobile ? 'mobile' : 'desktop'));
    lastMobile.current = isMobile;
  }, [isMobile, dispatch]);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (mobile && opened) dispatch(sidebarClosed({ withoutAnimation: false }));
  }, [pathname, mobile, opened, dispatch]);

  return { mobile, opened, withoutAnimation };
}
