/**
 * The system section's pages drawn by the server for a console address's first view
 * (docs/site/rendering.md "The console's first view"): `dist/ssr/render.cjs`, loaded by the
 * server beside the shell's, so a new build of this remote changes the first view's markup too.
 */
import type { ConsoleRendererModule } from '@dis/contract/site';

declare let __webpack_public_path__: string;

/** A page module of this remote as the routes name it: `./user/index`. */
const PAGE_MODULE = /^\.\/([a-z]+)\/index$/;

export const createConsoleRenderer: ConsoleRendererModule['createConsoleRenderer'] = async (options) => {
  __webpack_public_path__ = options.publicPath;
  const [{ consolePageRenderer }, { SYSTEM_NS }] = await Promise.all([
    import('@dis/ui/ssr'),
    import('../i18n'),
  ]);
  return consolePageRenderer(
    (module) => {
      const folder = PAGE_MODULE.exec(module)?.[1];
      return folder ? import(`../pages/${folder}/index.tsx`) : null;
    },
    [SYSTEM_NS],
  );
};
