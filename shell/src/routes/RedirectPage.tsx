import { Navigate, useLocation, useParams } from '@dis/shared';

/**
 * `/redirect/<path>` (docs/product.md §2): replaces itself with `/<path>` and the same query, so a page can
 * be rendered afresh (tab refresh) without a history entry of its own.
 */
export function RedirectPage() {
  const path = useParams()['*'] ?? '';
  const { search, hash } = useLocation();
  return <Navigate to={`/${path}${search}${hash}`} replace />;
}
