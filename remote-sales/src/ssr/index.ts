/**
 * The sales section's pages drawn by the server for a console address's first view
 * (docs/site/rendering.md "The console's first view"): `dist/ssr/render.cjs`, loaded by the
 * server beside the shell's, so a new build of this remote changes how its pages are drawn too.
 */
import type { ConsoleRendererModule } from '@dis/contract/site';
import { consoleRendererOf } from '@dis/ui/ssr';
import { SALES_NS } from '../i18n';

export const createConsoleRenderer: ConsoleRendererModule['createConsoleRenderer'] = consoleRendererOf(
  (folder) => import(`../pages/${folder}/index.tsx`),
  [SALES_NS],
);
