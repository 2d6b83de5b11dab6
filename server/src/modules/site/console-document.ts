import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONSOLE_SETTING_COOKIES, type ConsoleRenderRequest, type Language } from '@dis/contract/site';
import { consoleFiles, firstViewEntries, shellStart } from './assets';
import {
  consoleSessionOf,
  firstPageReader,
  PERSONAL_DOCUMENT,
  type ConsoleSession,
  type FirstPage,
} from './console-session';
import { CONSOLE_VIEW_SLOT, drawnViewMarkup, renderDocument } from './document';
import {
  baseParts,
  perFolder,
  sendShellDocument,
  type DocumentRequest,
  type SiteContext,
} from './document-base';
import { hasSessionCookie } from './entry-document';
import { sendHtml, sendStreamedHtml } from './kept-documents';
import { framedPage } from './drawn-frames';
import { consoleRendererLoader } from './render';

/** At most this many console views are drawn at once; beyond, documents go without (the browser draws). */
const MAX_DRAWING = 4;
/**
 * A console view not drawn within this long is left out of its document (docs/site/rendering.md),
 * unless the server is told another time (`CONSOLE_DRAW_WITHIN_MS`).
 */
const DRAW_WITHIN_MS = 500;
/** At most this many pages' learned reads are remembered (per remote build, module and language). */
const MAX_LEARNED = 256;

/**
 * The browser's own settings the console's first view is drawn with, as its cookies carry them
 * (docs/site/rendering.md "The console's first view"); the render reads them by the console's rule.
 */
function consoleSettingsOf(request: FastifyRequest): ConsoleRenderRequest['settings'] {
  const settings: NonNullable<ConsoleRenderRequest['settings']> = {};
  for (const name of CONSOLE_SETTING_COOKIES) {
    const value = request.cookies[name];
    // a cookie of its own size at most (the layout settings are a few hundred bytes)
    if (typeof value === 'string' && value.length <= 2048) settings[name] = value;
  }
  return settings;
}

/**
 * Whether the document of a console address draws its first view (docs/site/rendering.md "The
 * console's first view"): the one place that decides. Drawn for a signed-in user whose page is a
 * remote's served here (its render build then says whether it draws that module), at its plain
 * address (with a query the page reads it, and the view is of its first page), while fewer than
 * MAX_DRAWING views are being drawn and the server is not shedding load.
 */
export function shouldDrawConsoleView(
  request: FastifyRequest,
  first: FirstPage | null,
  drawingNow: number,
  shedding: boolean,
): first is FirstPage & { drawable: NonNullable<FirstPage['drawable']> } {
  // past capacity, or drawing enough already: the document goes without, the console draws itself
  // (docs/deploy.md "What is shed, and when")
  return Boolean(first?.drawable) && !request.url.includes('?') && drawingNow < MAX_DRAWING && !shedding;
}

/**
 * The documents of the console's addresses (docs/site/document.md "A console document"): the shell
 * and the console's start-up files; with a session cookie the API accepts, the user's session
 * (`getInfo`, `getRouters`), the files of the page the address shows, and the page drawn by the
 * server with the console's frame around it and the page's query cache (docs/site/rendering.md
 * "The console's first view"), sent as it is drawn. Such a document is the user's alone: never kept,
 * never cached.
 */
export function consoleDocuments(ctx: SiteContext) {
  const { app, options } = ctx;
  const firstPageOf = firstPageReader(options.frontEnd);
  // the page by its remote's render, the frame around it by the shell's
  const shellViewOf = perFolder((dir) => consoleRendererLoader(path.join(dir, 'ssr', 'render.cjs'), '/'));
  // a remote's, by its build folder and the address its browser build is served from
  const remoteViewsOf = perFolder((dir) =>
    perFolder((base) => consoleRendererLoader(path.join(dir, 'ssr', 'render.cjs'), base)),
  );

  let drawing = 0;
  /**
   * The addresses each page's last render read, by its remote's build, module and language: asked
   * side by side before its next render, so a page whose reads have not changed is rendered once
   * (docs/site/rendering.md "The console's first view").
   */
  const learned = new Map<string, readonly string[]>();

  /**
   * The console's first view of `page` for the signed-in user of `session`, as it is being drawn,
   * its page reading the API as that session through `ask`: the stylesheets it is drawn with,
   * known at once, and its markup (with the page's query cache for the browser's) once drawn. Null,
   * and nothing is drawn, where `shouldDrawConsoleView` says no or a render build is missing. The
   * markup is null when the view is not drawn within DRAW_WITHIN_MS (the first after a start loads
   * the render builds; it goes on, for the next), when the remote's render does not draw the module,
   * or when a render fails or its reads take too long (logged): the console then draws the page as
   * before.
   */
  function drawConsoleView(
    request: FastifyRequest,
    shellDir: string,
    page: string,
    lang: Language,
    session: ConsoleSession,
    first: FirstPage | null,
    ask: (address: string) => Promise<unknown>,
  ) {
    if (!shouldDrawConsoleView(request, first, drawing, app.shedding())) {
      if (first?.drawable && !request.url.includes('?')) app.metrics.consoleView('shed');
      return null;
    }
    const { drawable } = first;
    const readsKey = `${drawable.dir}\n${drawable.base}\n${drawable.module}\n${lang}`;
    const framing = shellViewOf(shellDir)();
    const paging = remoteViewsOf(drawable.dir)(drawable.base)();
    if (!framing || !paging) return null;
    const shellChunks = ctx.shellChunksOf(shellDir);
    const draw = async () => {
      const [frame, pageView] = await Promise.all([framing, paging]);
      if (!frame || !pageView) return null;
      const asked = {
        url: page,
        lang,
        info: session.info,
        routers: session.routers,
        settings: consoleSettingsOf(request),
      };
      const drawnPage = await pageView({
        ...asked,
        ask,
        reads: learned.get(readsKey) ?? [],
        module: drawable.module,
      });
      if (!drawnPage) return null;
      // what it read, asked first next time
      if (Array.isArray(drawnPage.reads)) {
        if (!learned.has(readsKey) && learned.size >= MAX_LEARNED) learned.clear();
        learned.set(
          readsKey,
          drawnPage.reads.filter((address): address is string => typeof address === 'string'),
        );
      }
      // the frame drawn once per user, menus, language, settings and build, then reused
      const drawn = await framedPage(frame, asked, drawnPage.html);
      if (!drawn) return null;
      // the parts it drew that load on their own (a row's status switch), of the shell's build
      const parts = [...new Set([...(drawn.parts ?? []), ...(drawnPage.parts ?? [])])].filter(
        (part) => shellChunks?.[part],
      );
      return drawnViewMarkup({
        html: drawn.html,
        styles: `${drawn.styles}${drawnPage.styles}`,
        path: page,
        parts,
        scripts: parts.flatMap((part) => shellChunks?.[part]?.js ?? []).map((file) => `/${file}`),
        state: drawnPage.state,
      });
    };
    drawing += 1;
    const drew = draw().finally(() => {
      drawing -= 1;
    });
    let timer: NodeJS.Timeout | undefined;
    const markup = Promise.race([
      drew,
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), options.consoleDrawWithinMs || DRAW_WITHIN_MS);
      }),
    ])
      .finally(() => clearTimeout(timer))
      .catch(() => null)
      .then((view) => {
        app.metrics.consoleView(view ? 'drawn' : 'not-drawn');
        return view;
      });
    drew.catch((error: unknown) =>
      request.log.error(
        { err: error, page },
        'the server could not draw the console page; the browser draws it',
      ),
    );
    return {
      markup,
      stylesheets: [
        ...consoleFiles(shellChunks, lang, ['css']).map((href) => ({ href, file: href.slice(1) })),
        ...drawable.css.map((file) => ({ href: `${drawable.base}${file}`, file })),
      ],
    };
  }

  /** The document of a console address (200; `noindex`). */
  return async function sendConsoleDocument(
    request: FastifyRequest,
    reply: FastifyReply,
    base: DocumentRequest,
  ) {
    const { shellDir, page, lang, entries } = base;
    const shellChunks = ctx.shellChunksOf(shellDir);
    // a console address starts the shell and the console at once (docs/site/speed.md "No waterfall")
    const preload = [
      ...shellStart(shellChunks, lang),
      ...consoleFiles(shellChunks, lang, ['js']),
      ...firstViewEntries('console', page, entries),
    ];
    const parts = { noindex: true, consoleTheme: true, preload };
    let first: FirstPage | null = null;
    // past capacity the session is not read either, as the API would refuse its reads then
    // (docs/deploy.md "What is shed, and when"): the console asks once the load has passed
    const signedIn = hasSessionCookie(request);
    const shedding = signedIn && app.shedding();
    if (shedding) app.metrics.consoleView('shed');
    const opened =
      signedIn && !shedding
        ? await consoleSessionOf(app, request, reply, options.apiPrefix, lang, (routers) => {
            first = firstPageOf(routers, page, entries, lang);
            return first;
          })
        : null;
    if (!opened) return sendShellDocument(ctx, reply, base, 200, parts);
    const { session } = opened;
    const view = drawConsoleView(request, shellDir, page, lang, session, first, opened.ask);
    const { html, inlineScripts } = renderDocument(ctx.indexOf(shellDir), {
      ...baseParts(base, 200),
      ...parts,
      session,
      consoleView: view ? { stylesheets: view.stylesheets } : undefined,
      // a stylesheet the drawn view links is not fetched a second time
      prefetchNow: opened.files.filter((url) => !view?.stylesheets.some((sheet) => sheet.href === url)),
    });
    const policy = ctx.policyOf(inlineScripts);
    // the drawn view goes into its place once drawn; everything before it is sent meanwhile
    const slot = view ? html.indexOf(CONSOLE_VIEW_SLOT) : -1;
    if (view && slot >= 0) {
      const rest = html.slice(slot + CONSOLE_VIEW_SLOT.length);
      return sendStreamedHtml(
        reply,
        request,
        200,
        html.slice(0, slot),
        view.markup.then((markup) => `${markup ?? ''}${rest}`),
        policy,
        PERSONAL_DOCUMENT,
      );
    }
    return sendHtml(reply, 200, html, policy, undefined, undefined, PERSONAL_DOCUMENT);
  };
}
