/**
 * The server render of the shell's own pages outside the console, `/login` and `/register`
 * (docs/site/rendering.md "The shell's own pages"): `dist/ssr/render.cjs`, loaded by the server
 * as it loads the marketing remote's. `createRenderer({ publicPath })` gives the render function.
 */
import type { SiteRendererModule } from '@dis/contract/site';

declare let __webpack_public_path__: string;

export const createRenderer: SiteRendererModule['createRenderer'] = async (options) => {
  __webpack_public_path__ = options.publicPath;
  const { renderPage } = await import('./renderPage');
  return renderPage;
};
