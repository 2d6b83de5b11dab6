import { useMemo } from 'react';
import { Navigate, Route, Routes } from '@dis/shared';
import { useAppSelector } from '@dis/shared/store';
import { NOT_FOUND_PATH } from '../../routes/publicRoutes';
import { AdminLayout } from '../layout/AdminLayout';
import { buildConsoleRoutes } from './consoleRoutes';
import { ConsolePage } from './ConsolePage';

/** The console's route map from the permitted routes; any other path is `/404`. */
export function ConsoleRoutes() {
  const sidebarRoutes = useAppSelector((s) => s.permission.sidebarRoutes);
  const hiddenRoutes = useAppSelector((s) => s.permission.dynamicRoutes);
  const routes = useMemo(() => buildConsoleRoutes(sidebarRoutes, hiddenRoutes), [sidebarRoutes, hiddenRoutes]);
  return (
    <Routes>
      <Route element={<AdminLayout routes={routes} />}>
        {routes.map((route) =>
          route.kind === 'redirect' ? (
            <Route key={route.path} path={route.path} element={<Navigate to={route.to} replace />} />
          ) : (
            <Route key={route.path} path={route.path} element={<ConsolePage route={route} />} />
          ),
        )}
      </Route>
      <Route path="*" element={<Navigate to={NOT_FOUND_PATH} replace />} />
    </Routes>
  );
}
