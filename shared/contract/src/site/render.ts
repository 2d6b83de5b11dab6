/**
 * The render protocol (docs/site/rendering.md): what a render build (`dist/ssr/render.cjs` of the
 * marketing remote, the shell and the console's remotes) and the server that loads it agree on —
 * the public pages' render (`createRenderer({ publicPath })` gives `render(request)`), the console's
 * first view (`createConsoleRenderer`), and what the document hands the browser's first render.
 */
import type { Language } from './language';

/** The state of one public data call after it settled, as the pages show it. */
export type SettledAnswer =
  | { status: 'ready'; data: unknown }
  | { status: 'notFound'; message: string }
  | { status: 'failed'; message: string };

/** What the document hands the browser's first render (`window.__DIS_SITE__`) so it matches the markup. */
export interface SiteSeed {
  /** the language the server rendered the page in */
  lang: Language;
  /** the words the page used, by namespace, in that language */
  words: Record<string, Record<string, unknown>>;
  /**
   * the answers a render was given rather than read (the login page's settings), by key; a page's
   * data calls are in `state`
   */
  answers: Record<string, SettledAnswer>;
  /**
   * the render's query cache, dehydrated (TanStack Query's `dehydrate`): the public pages' data
   * calls under `['portal', key]`, each a `SettledAnswer`, which the browser's first render takes
   * from the one query cache (docs/site/rendering.md "What a render does")
   */
  state?: { queries: unknown[]; mutations?: unknown[] };
  /**
   * the federation modules the page is made of (`marketing/site/home`), added by the server: the
   * document already names their files, so the shell does not look them up again
   * (docs/site/speed.md "Paint first")
   */
  requests?: readonly string[];
}

/** How the render reaches the server's API: `get(url, params)` answers the body, or throws `{ code, message }`. */
export interface PortalTransport {
  get<T>(url: string, params?: object, options?: object): Promise<T>;
}

export interface SiteRenderRequest {
  /** path and query of the page, e.g. `/News?category=2` */
  url: string;
  lang: Language;
  transport: PortalTransport;
  /**
   * settings of the server the page shows as they are now (the login page: whether a captcha is
   * asked and self-registration is open); part of the key a rendered page is kept under
   */
  settings?: Readonly<Record<string, boolean>>;
}

export interface RenderedSitePage {
  /** the markup that goes inside the shell's `<div id="app">` */
  html: string;
  title: string;
  description: string;
  seed: SiteSeed;
  /**
   * the modules the page is made of: federation requests of a remote's page (`marketing/site/layout`,
   * the page's), or the names of the shell's own chunks (`login`)
   */
  requests: string[];
  /** 404 when the article or posting the page shows is unknown or not published */
  status: 200 | 404;
  /** a data call of the page failed (the page shows why): such a page is not kept */
  failed?: boolean;
  /** the site's name in the page's language (Open Graph `og:site_name`) */
  siteName: string;
  /**
   * schema.org objects for `<script type="application/ld+json">` (the home page's Organization).
   * Their `url` and `logo` are site paths (`/`); the document makes them absolute.
   */
  structuredData: Array<Record<string, unknown>>;
}

/** What `render.cjs` exports. */
export interface SiteRendererModule {
  createRenderer(options: {
    publicPath: string;
  }): Promise<(request: SiteRenderRequest) => Promise<RenderedSitePage>>;
}

/**
 * A console address's first view drawn by the server for a signed-in user (docs/site/rendering.md
 * "The console's first view"): the page by its remote's render, the console's frame around it by
 * the shell's.
 */
export interface ConsoleRenderRequest {
  /** path and query of the console address, e.g. `/system/user?pageNum=2` */
  url: string;
  lang: Language;
  /** the answers of `GET /getInfo` and `GET /getRouters` for the session, as the API gave them */
  info: unknown;
  routers: unknown;
  /**
   * for a remote's render: reads the API as the session (`GET` of an address without the API's
   * prefix, `/system/user/list?pageNum=1&pageSize=20`): the envelope of a success, or null for a
   * refusal or an address the server does not ask (docs/site/rendering.md "The console's first view")
   */
  ask?: (address: string) => Promise<unknown>;
  /** for a remote's render: the addresses the page's last render read, asked before it renders */
  reads?: readonly string[];
  /** for a remote's render: the module the routes name for the address (`./user/index`) */
  module?: string;
  /** for the shell's render: the page's markup, drawn by its remote's render */
  pageHtml?: string;
  /**
   * the browser's own settings as its cookies carry them (`CONSOLE_SETTING_COOKIES`), raw: the
   * view is drawn as the staff member will see it (docs/site/rendering.md "The console's first view")
   */
  settings?: Partial<Record<ConsoleSettingCookie, string>>;
}

/**
 * The cookies in which the console keeps the settings its first view is drawn with: the saved
 * layout settings (the same JSON as local storage `layout-setting`: 主题模式, 菜单导航, tabs …),
 * whether the sidebar is open (`sidebarStatus`, "0" closed) and the component size (`size`).
 */
export const CONSOLE_SETTING_COOKIES = ['layout-setting', 'sidebarStatus', 'size'] as const;
export type ConsoleSettingCookie = (typeof CONSOLE_SETTING_COOKIES)[number];

/** A console view's markup, and the style text of antd's theme variables it is drawn with. */
export interface RenderedConsoleView {
  html: string;
  styles: string;
  /** the chunks (as the shell's build names them) of parts it drew that load on their own */
  parts?: string[];
  /** a remote's render: the addresses the page read (`ask`), for its next render to ask first */
  reads?: string[];
  /**
   * a remote's render: its query cache, dehydrated, successes only (`{lang, state}`), which the
   * document carries for the browser's cache (`CONSOLE_STATE_ID`)
   */
  state?: unknown;
}

/**
 * The element of a console document that carries its drawn page's query cache (`<script
 * type="application/json">`: data, not a script that runs), hydrated once into the browser's.
 */
export const CONSOLE_STATE_ID = 'dis-console-state';

/** What a `render.cjs` that draws console views exports besides (or instead of) `createRenderer`. */
export interface ConsoleRendererModule {
  createConsoleRenderer(options: {
    publicPath: string;
  }): Promise<(request: ConsoleRenderRequest) => Promise<RenderedConsoleView | null>>;
}
