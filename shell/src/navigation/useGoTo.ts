import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from '@dis/shared';

/** `navigate()` that does nothing when asked for the location already shown (docs/product.md §2). */
export function useGoTo(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(
    (to: string, options?: NavigateOptions) => {
      if (to === `${pathname}${search}${hash}`) return;
      navigate(to, options);
    },
    [navigate, pathname, search, hash],
  );
}
