import { useMemo } from 'react';
import { Navigate, useLocation } from '@dis/shared';
import { useAppSelector } from '@dis/shared/store';
import { NOT_FOUND_PATH } from '../../routes/publicRoutes';
import { AdminLayout } from '../layout/AdminLayout';
import { buildConsoleRoutes, resolveConsoleLocation } from './consoleRoutes';

/**
 * The console's route map from all permitted routes (the full menu, whatever the top-nav mode
 * shows in the sidebar): a page shows in the admin layout, a directory follows its redirect, any
 * other path (or a hidden route's non-digit parameter) goes to `/404`.
 */
export function ConsoleRoutes() {
  const menuRoutes = useAppSelector((s) => s.permission.defaultRoutes);
  const hiddenRoutes = useAppSelector((s) => s.permission.dynamicRoutes);
  const routes = useMemo(() => buildConsoleRoutes(menuRoutes, hiddenRoutes), [menuRoutes, hiddenRoutes]);
  const location = useLocation();
  const resolved = resolveConsoleLocation(routes, location.pathname);
  if (resolved.kind === 'redirect') return <Navigate to={resolved.to} replace />;
  if (resolved.kind === 'notFound') return <Navigate to={NOT_FOUND_PATH} replace />;
  return <AdminLayout routes={routes} page={resolved.route} location={location} />;
}
