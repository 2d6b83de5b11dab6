/**
 * The public site's server render (docs/site/rendering.md): `dist/ssr/render.cjs`, loaded by the
 * server. `createRenderer({ publicPath })` says where the browser build is served (images get the
 * same addresses as in the browser) and gives the render function.
 */
import type { SiteRendererModule } from '@dis/contract/site';

declare let __webpack_public_path__: string;

export const createRenderer: SiteRendererModule['createRenderer'] = async (options) => {
  __webpack_public_path__ = options.publicPath;
  // the site's modules are evaluated after the address is set (an image's URL is fixed when its module runs)
  const { renderPage } = await import('./renderPage');
  return renderPage;
};
