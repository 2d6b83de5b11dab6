import { getToken, Navigate, Outlet, useLocation } from '@dis/shared';
import { decideRoute, serverSaid404 } from './decideRoute';

/** Applies `decideRoute` to every navigation; the decision replaces the entry, so Back works. */
export function RouteGuard() {
  const { pathname } = useLocation();
  const decision = decideRoute(pathname, Boolean(getToken()), serverSaid404(pathname));
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
