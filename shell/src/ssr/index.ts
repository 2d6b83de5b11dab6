/**
 * The server render of the shell (docs/site/rendering.md): its own pages outside the console,
 * `/login` and `/register` ("The shell's own pages"), and the console's frame around a page for a
 * signed-in user's first view ("The console's first view"). `dist/ssr/render.cjs`, loaded by the
 * server as it loads the marketing remote's.
 */
import type { ConsoleRendererModule, SiteRendererModule } from '@dis/contract/site';

declare let __webpack_public_path__: string;

export const createRenderer: SiteRendererModule['createRenderer'] = async (options) => {
  __webpack_public_path__ = options.publicPath;
  const { renderPage } = await import('./renderPage');
  return renderPage;
};

export const createConsoleRenderer: ConsoleRendererModule['createConsoleRenderer'] = async (options) => {
  __webpack_public_path__ = options.publicPath;
  const { renderConsole } = await import('./renderConsole');
  return renderConsole;
};
