import { useMemo } from 'react';
import { useAppSelector } from '@dis/shared/store';
import { buildConsoleRoutes } from '../routing/consoleRoutes';
import { Dashboard } from './dashboard/Dashboard';
import { Greeting } from './Greeting';
import { QuickLinks } from './QuickLinks';
import './ConsoleHome.css';

/** The console home (affixed tab): who is signed in, the staff's figures, and the way to every section. */
export default function ConsoleHome() {
  const menuRoutes = useAppSelector((s) => s.permission.defaultRoutes);
  const hiddenRoutes = useAppSelector((s) => s.permission.dynamicRoutes);
  const routes = useMemo(() => buildConsoleRoutes(menuRoutes, hiddenRoutes), [menuRoutes, hiddenRoutes]);
  return (
    <div className="console-home">
      <Greeting />
      <Dashboard routes={routes} />
      <QuickLinks />
    </div>
  );
}
