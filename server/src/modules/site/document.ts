import fs from 'node:fs';
import { CONSOLE_STATE_ID, type Language, type SiteSeed } from '@dis/contract/site';
import { CONSOLE_THEME_SCRIPT, CONSOLE_THEME_STYLE } from './console-theme';

/**
 * The HTML document of every page the browser router shows (docs/site/document.md): the shell's
 * index.html with the page's language, its canonical and language links, and the remote map
 * inline so the shell starts without asking for it.
 */
export interface DocumentParts {
  /** the language the page is shown in */
  lang: Language;
  /** absolute links: canonical and the alternates (public pages only) */
  links?: { canonical: string; zh: string; en: string; plain: string };
  /** 404 and console pages are kept out of search results */
  noindex: boolean;
  /** what `/remotes.json` answers */
  remotes: Record<string, string>;
  /**
   * the shell build the document is made from (`window.__DIS_BUILD__`): the running shell compares
   * it with `/builds.json` to offer a reload after a deploy (docs/architecture.md "Releases")
   */
  build?: string;
  /** the path and status the server answered (the shell shows its 404 page for a 404) */
  page: { path: string; status: 200 | 404 };
  /**
   * script URLs the first view needs: on public pages the shell's start, its words and the
   * marketing entry (asked for by the starter after the first paint); on a console page the
   * section's remote entry (preloaded by the head)
   */
  preload: readonly string[];
  /**
   * on a console page for a signed-in user: their `getInfo` and `getRouters` answers
   * (`window.__DIS_SESSION__`, docs/site/document.md "A console document"); such a document is
   * the user's alone and never kept
   */
  session?: { lang: Language; info: unknown; routers: unknown };
  /**
   * a console address whose first view the server is drawing (docs/site/rendering.md "The
   * console's first view"): the stylesheets it is drawn with (linked in the head) and, beside the
   * shell's root, the place the drawn view goes (`CONSOLE_VIEW_SLOT`, filled as the document is
   * sent: `drawnViewMarkup`)
   */
  consoleView?: { stylesheets: ReadonlyArray<{ href: string; file: string }> };
  /**
   * files fetched into the browser's cache at once (`<link rel="prefetch">`: on a signed-in console
   * page, the files of the page its address shows). Not `preload`: a preload that fails is reused
   * for its address when the page's remote is loaded again (重试), a prefetch is not
   */
  prefetchNow?: readonly string[];
  /**
   * scripts and stylesheets the next page will need, fetched once a rendered page has loaded and
   * the browser is idle (the login page names the console's: docs/site/speed.md "No waterfall")
   */
  prefetch?: readonly string[];
  /** the page rendered by the server (public pages; docs/site/rendering.md) */
  rendered?: {
    html: string;
    title: string;
    description: string;
    seed: SiteSeed;
    /**
     * stylesheets of the page's modules (in the head: the markup shows styled at once), inlined
     * when `text` is given, else linked; `file` is the name in the build, which its loader looks
     * for (`data-href`) before adding a stylesheet again
     */
    styles: ReadonlyArray<{ href: string; file: string; text?: string }>;
    /** scripts of the page's modules (asked for with the rest: hydration waits for no chain of requests) */
    scripts: readonly string[];
    /** the page's modules (`marketing/site/home`), handed on in the seed */
    requests?: readonly string[];
    siteName: string;
    structuredData: ReadonlyArray<Record<string, unknown>>;
  };
  /** extra head markup (structured data, Open Graph) */
  head?: string;
  /** a console page: 主题模式 is applied before the first paint (`console-theme.ts`) */
  consoleTheme?: boolean;
}

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The id of the first element after a rendered page's markup. The document's head expects it
 * (`<link rel="expect" blocking="render">`): the browser paints once the whole markup is parsed, in
 * one layout, rather than a first part and then the rest (docs/site/speed.md "Paint first").
 */
const MARKUP_END = 'dis-start';

/**
 * A rendered page's shell starts once the server's markup has painted (docs/site/speed.md "Paint
 * first"): this starter names every script the page runs (`files`), and when the browser reports
 * the first contentful paint (at once where the paint is not reported, or for a page not shown) it
 * adds the shell's script and asks for the others side by side, a few a task. Nothing is asked for
 * before the paint. `later` (the files the next page needs) is fetched at idle priority after that,
 * once the page has loaded and the browser is idle, so it never competes with what this page shows.
 */
const starter = (src: string, files: readonly string[], later: readonly string[]) =>
  `(function(){var s=0;function add(r,u){var l=document.createElement("link");l.rel=r;` +
  `if(r==="preload")l.as="script";l.href=u;document.head.appendChild(l)}` +
  // a few files a task: asking for each costs the browser a moment, and the page is already shown
  `function ask(f,r){f.slice(0,4).forEach(function(u){add(r,u)});if(f.length>4)setTimeout(function(){ask(f.slice(4),r)},0)}` +
  `function go(){if(s)return;s=1;var e=document.createElement("script");e.src=${scriptJson(src)};` +
  `document.head.appendChild(e);setTimeout(function(){ask(${scriptJson(files)},"preload")},0)` +
  (later.length > 0
    ? `;function fetchLater(){(window.requestIdleCallback||setTimeout)(function(){ask(${scriptJson(later)},"prefetch")})}` +
      `if(document.readyState==="complete")fetchLater();else addEventListener("load",fetchLater)`
    : '') +
  `}` +
  `var P=window.PerformanceObserver;` +
  `if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0||document.visibilityState!=="visible")return go();` +
  `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}})` +
  `.observe({type:"paint",buffered:true});setTimeout(go,3000)})()`;

/** The shell's own script tag in index.html (`<script defer="defer" src="/main.js"></script>`). */
const SHELL_SCRIPT = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/i;

/**
 * The inline scripts of the shell's index.html (none today): the build's own, so allowed with the
 * document's (`<script>` without `src`, of a JavaScript type; JSON data blocks run nothing).
 */
function indexInlineScripts(index: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, code] of index.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes!)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes!)?.[1]?.toLowerCase();
    if (type && !/^(text|application)\/(javascript|ecmascript)$|^module$/.test(type)) continue;
    scripts.push(code!);
  }
  return scripts;
}

/** JSON inside a <script>: nothing can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** schema.org data with its site paths (`url`, `logo`) made absolute. */
function absolute(data: Record<string, unknown>, origin: string): Record<string, unknown> {
  const result: Record<string, unknown> = { ...data };
  for (const key of ['url', 'logo'])
    if (typeof result[key] === 'string' && (result[key] as string).startsWith('/'))
      result[key] = `${origin}${result[key] as string}`;
  return result;
}

/** Open Graph tags and JSON-LD of a rendered public page (docs/site/rendering.md "Search engines"). */
function shareTags(
  rendered: NonNullable<DocumentParts['rendered']>,
  canonical: string,
  lang: Language,
): string[] {
  const origin = new URL(canonical).origin;
  const locale = (code: Language) => (code === 'en' ? 'en_US' : 'zh_CN');
  const properties: Array<[string, string]> = [
    ['og:type', 'website'],
    ['og:site_name', rendered.siteName],
    ['og:title', rendered.title],
    ['og:description', rendered.description],
    ['og:url', canonical],
    ['og:locale', locale(lang)],
    ['og:locale:alternate', locale(lang === 'en' ? 'zh-cn' : 'en')],
  ];
  return [
    ...properties
      .filter(([, content]) => content)
      .map(([property, content]) => `<meta property="${property}" content="${escapeAttr(content)}">`),
    ...rendered.structuredData.map(
      (data) => `<script type="application/ld+json">${scriptJson(absolute(data, origin))}</script>`,
    ),
  ];
}

/**
 * A page's document, and the text of each inline script in it that runs: the starter, the seed,
 * the remote map (with the page and the shell's build) and any of the shell's index.html. The page's Content-Security-Policy allows
 * these by hash and no other (docs/site/document.md "Inline scripts"): a script inside the rendered
 * markup is not among them.
 */
export interface BuiltDocument {
  html: string;
  inlineScripts: string[];
}

/** The element of the console's first view drawn by the server (the shell removes it, `drawnView.ts`). */
export const CONSOLE_DRAWN_ID = 'console-drawn';

/** Where the drawn view goes in a document (`DocumentParts.consoleView`), once drawn. */
export const CONSOLE_VIEW_SLOT = '<!--dis:console-view-->';

/**
 * The drawn view as it goes into its slot: the markup and the style text of antd's theme
 * variables, over the console; the parts it drew that load on their own (`data-parts`: the
 * console takes their code before it renders the page), and their code, asked for at once
 * (`<link rel="preload">`, as the head's); the page's query cache as its render left it
 * (`CONSOLE_STATE_ID`: JSON the console's query cache takes once, not a script that runs, so the
 * document's policy needs no hash for it).
 */
export function drawnViewMarkup(view: {
  html: string;
  styles: string;
  path: string;
  parts: readonly string[];
  scripts: readonly string[];
  state?: unknown;
}) {
  const parts = view.parts.length > 0 ? ` data-parts="${escapeAttr(view.parts.join(' '))}"` : '';
  return (
    `<div id="${CONSOLE_DRAWN_ID}" class="console-drawn" inert aria-hidden="true" data-path="${escapeAttr(view.path)}"${parts} style="${CONSOLE_DRAWN_STYLE}">` +
    `<style>${view.styles.replace(/<\/style/gi, '<\\/style')}</style>${view.html}</div>` +
    view.scripts.map((url) => `<link rel="preload" as="script" href="${escapeAttr(url)}">`).join('') +
    (view.state && typeof view.state === 'object'
      ? `<script type="application/json" id="${CONSOLE_STATE_ID}">${scriptJson(view.state)}</script>`
      : '')
  );
}

/** Over the console while its code starts, scrolling as the console's page would. */
const CONSOLE_DRAWN_STYLE = 'position:fixed;inset:0;z-index:1000;overflow:auto';

/**
 * Run as soon as the drawn view is parsed, before the first paint. The server drew the console as
 * the browser's cookies say (the saved layout settings, the sidebar, the size), wide and unlocked,
 * so the view is removed, and the console draws itself as before, where the browser shows
 * something else: a locked screen (it never shows the page), layout settings saved in local
 * storage that the cookie does not carry (saved before the cookie existed, or in a browser that
 * refused it), 跟随系统 while the system is dark (the server cannot know), or a phone's width.
 */
export const CONSOLE_DRAWN_GATE =
  `try{var d=document.getElementById("${CONSOLE_DRAWN_ID}"),s=localStorage.getItem("layout-setting"),` +
  'k=/(?:^|; )layout-setting=([^;]*)/.exec(document.cookie),m={};try{m=JSON.parse(s||"{}")}catch(e){}' +
  'if(localStorage.getItem("screen-lock")||(s||"")!==(k?decodeURIComponent(k[1]):"")||' +
  'm.themeMode==="system"&&matchMedia("(prefers-color-scheme: dark)").matches||' +
  'document.documentElement.clientWidth-1<992)d.remove()}' +
  `catch(e){var d=document.getElementById("${CONSOLE_DRAWN_ID}");d&&d.remove()}`;

export function renderDocument(index: string, parts: DocumentParts): BuiltDocument {
  const inlineScripts = indexInlineScripts(index);
  /** an inline script the document runs, listed for its hash */
  const script = (code: string, attributes = '') => {
    inlineScripts.push(code);
    return `<script${attributes}>${code}</script>`;
  };
  const head: string[] = [];
  const { rendered } = parts;
  let page = index;
  // every script the first view runs, once each: on a rendered page the starter asks for them after
  // the first paint, elsewhere the head preloads them
  const scripts = [...new Set([...parts.preload, ...(rendered?.scripts ?? [])])];
  let preload = scripts;
  if (rendered) {
    const shell = SHELL_SCRIPT.exec(page);
    if (shell) {
      page = page.replace(shell[0], '');
      const files = scripts.filter((url) => url !== shell[1]);
      // what the page itself fetches is not fetched a second time
      const later = (parts.prefetch ?? []).filter((url) => !files.includes(url));
      const started = script(starter(shell[1]!, files, later), ` id="${MARKUP_END}"`);
      page = page.replace(/<\/body>/i, () => `${started}</body>`);
      preload = [];
    }
    if (rendered.title)
      page = page.replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeText(rendered.title)}</title>`);
    if (rendered.description)
      page = page.replace(
        /(<meta\s+name="description"\s+content=")[^"]*(")/i,
        (_match, start: string, end: string) => `${start}${escapeAttr(rendered.description)}${end}`,
      );
    if (shell) head.push(`<link rel="expect" href="#${MARKUP_END}" blocking="render">`);
    for (const { href, file, text } of rendered.styles)
      head.push(
        text === undefined
          ? `<link rel="stylesheet" href="${escapeAttr(href)}" data-href="${escapeAttr(file)}">`
          : `<style data-href="${escapeAttr(file)}">${text.replace(/<\/style/gi, '<\\/style')}</style>`,
      );
    // the page works without JavaScript: no notice saying it needs it
    page = page.replace(/<noscript>[\s\S]*?<\/noscript>/i, '');
    // the markup inside the shell's root; the words and answers it was made with just before </body>
    page = page.replace(/<div id="?app"?>\s*<\/div>/, () => `<div id="app">${rendered.html}</div>`);
    const seed = script(
      `window.__DIS_SITE__=${scriptJson({ ...rendered.seed, requests: rendered.requests })}`,
    );
    page = page.replace(/<\/body>/i, () => `${seed}</body>`);
  }
  if (parts.links) {
    const { canonical, zh, en, plain } = parts.links;
    head.push(
      `<link rel="canonical" href="${escapeAttr(canonical)}">`,
      `<link rel="alternate" hreflang="zh-CN" href="${escapeAttr(zh)}">`,
      `<link rel="alternate" hreflang="en" href="${escapeAttr(en)}">`,
      `<link rel="alternate" hreflang="x-default" href="${escapeAttr(plain)}">`,
    );
  }
  if (parts.noindex) head.push('<meta name="robots" content="noindex">');
  if (rendered && parts.links) head.push(...shareTags(rendered, parts.links.canonical, parts.lang));
  for (const url of preload) head.push(`<link rel="preload" as="script" href="${escapeAttr(url)}">`);
  for (const url of parts.prefetchNow ?? []) head.push(`<link rel="prefetch" href="${escapeAttr(url)}">`);
  if (parts.head) head.push(parts.head);
  if (parts.consoleTheme) head.push(`<style>${CONSOLE_THEME_STYLE}</style>`, script(CONSOLE_THEME_SCRIPT));
  head.push(
    script(
      `window.__DIS_REMOTES__=${scriptJson(parts.remotes)};window.__DIS_PAGE__=${scriptJson(parts.page)}` +
        (parts.build ? `;window.__DIS_BUILD__=${scriptJson(parts.build)}` : ''),
    ),
  );
  if (parts.session) head.push(script(`window.__DIS_SESSION__=${scriptJson(parts.session)}`));
  if (parts.consoleView) {
    for (const { href, file } of parts.consoleView.stylesheets)
      head.push(`<link rel="stylesheet" href="${escapeAttr(href)}" data-href="${escapeAttr(file)}">`);
    // beside the shell's root, not in it: the console's first render replaces what its root holds
    const gate = script(CONSOLE_DRAWN_GATE);
    page = page.replace(/<div id="?app"?>\s*<\/div>/, (app) => `${app}${CONSOLE_VIEW_SLOT}${gate}`);
  }
  const htmlLang = parts.lang === 'en' ? 'en' : 'zh-CN';
  const withLang = page.replace(/<html\b[^>]*>/i, (tag) =>
    /\slang=/i.test(tag)
      ? tag.replace(/\slang="[^"]*"/i, ` lang="${htmlLang}"`)
      : `${tag.slice(0, -1)} lang="${htmlLang}">`,
  );
  const tags = head.join('');
  // a function, not a string: a `$'` in a path or a title is text, and each script stays as hashed
  const html = /<\/head>/i.test(withLang)
    ? withLang.replace(/<\/head>/i, () => `${tags}</head>`)
    : withLang.replace(/<html\b[^>]*>/i, (tag) => `${tag}<head>${tags}</head>`);
  return { html, inlineScripts };
}

/** The shell's index.html, read again when the file changes (a new shell build needs no restart). */
export function indexReader(file: string): () => string {
  let cached: { mtimeMs: number; size: number; text: string } | null = null;
  return () => {
    const stat = fs.statSync(file);
    if (!cached || cached.mtimeMs !== stat.mtimeMs || cached.size !== stat.size)
      cached = { mtimeMs: stat.mtimeMs, size: stat.size, text: fs.readFileSync(file, 'utf8') };
    return cached.text;
  };
}
