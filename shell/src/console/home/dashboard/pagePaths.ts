import { resolveComponent } from '@dis/shared';
import type { ConsoleRoute } from '../../routing/consoleRoutes';

/**
 * The path of the console page a component name shows (`marketing/lead/index` → `/marketing/lead`),
 * when the user may open it; links to sections are only drawn for pages the user has.
 */
export function pagePathOf(routes: readonly ConsoleRoute[], component: string): string | undefined {
  const target = resolveComponent(component);
  if (target.kind !== 'remote') return undefined;
  const page = routes.find(
    (route) =>
      route.kind === 'page' &&
      route.target.kind === 'remote' &&
      route.target.request === target.request &&
      !route.path.includes(':'),
  );
  return page?.path;
}
