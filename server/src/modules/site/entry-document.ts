import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_PATH, type Language } from '@dis/contract/site';
import { isCaptchaEnabled, isRegisterEnabled } from '../system/config/service';
import { consoleFiles, inlineStyles, shellStart } from './assets';
import { SESSION_COOKIE } from './console-session';
import {
  perFolder,
  renderedOrNull,
  sendRenderedDocument,
  sendShellDocument,
  type DocumentRequest,
  type RenderedDocumentPage,
  type SiteContext,
} from './document-base';
import { rendererLoader, renderedPage } from './render';

/** Whether the request carries the session cookie (`Admin-Token`, docs/product.md §4). */
export const hasSessionCookie = (request: FastifyRequest) => Boolean(request.cookies[SESSION_COOKIE]?.trim());

/**
 * The documents of the shell's own pages outside the console, `/login` and `/register`
 * (docs/site/rendering.md "The shell's own pages"): rendered by the shell's server build with the
 * settings they show (captcha, self-registration), kept like the public pages; the login page's
 * names the console's files, fetched at idle. A visitor with a session gets the shell alone (its
 * guard sends them on), as does everyone when there is no render build or a render fails (logged).
 */
export function entryDocuments(ctx: SiteContext) {
  const { app, options } = ctx;
  const shellRendererOf = perFolder((dir) => rendererLoader(path.join(dir, 'ssr', 'render.cjs'), '/'));

  /**
   * The login or register page rendered in `lang`, with the stylesheets and scripts of its chunk
   * and its words; null for a visitor with a session and when there is no render build or it failed.
   */
  async function renderEntryPage(
    request: FastifyRequest,
    shellDir: string,
    page: string,
    lang: Language,
  ): Promise<RenderedDocumentPage | null> {
    const renderer = shellRendererOf(shellDir)();
    if (!renderer || hasSessionCookie(request)) return null;
    return renderedOrNull(request, page, 'a shell page', async () => {
      const settings = {
        captchaEnabled: await isCaptchaEnabled(app, app.appConfig.captchaEnabled),
        registerEnabled: await isRegisterEnabled(app),
      };
      const rendered = await renderedPage(app, await renderer, {
        url: page,
        lang,
        apiPrefix: options.apiPrefix,
        settings,
      });
      if (!rendered) return null;
      const chunks = ctx.shellChunksOf(shellDir);
      const groups = [...rendered.requests, `auth-words-${lang}`].map((name) => chunks?.[name]);
      const styles = inlineStyles(
        groups.flatMap((group) => group?.css ?? []).map((file) => ({ href: `/${file}`, file })),
        shellDir,
        ctx.readStyle,
      );
      const scripts = groups.flatMap((group) => group?.js ?? []).map((file) => `/${file}`);
      return { rendered, exposes: null, styles, scripts };
    });
  }

  /** The document of `/login` or `/register` (200). */
  return async function sendEntryDocument(
    request: FastifyRequest,
    reply: FastifyReply,
    base: DocumentRequest,
  ) {
    const { shellDir, page, lang } = base;
    const render = await renderEntryPage(request, shellDir, page, lang);
    // staff pages: 主题模式 before the first paint (console-theme.ts)
    const parts = { noindex: false, consoleTheme: true };
    if (render)
      return sendRenderedDocument(ctx, request, reply, base, 200, render, {
        ...parts,
        preload: shellStart(ctx.shellChunksOf(shellDir), lang),
        // the console's files, fetched at idle while the visitor types (docs/site/speed.md "No waterfall")
        prefetch: page === LOGIN_PATH ? consoleFiles(ctx.shellChunksOf(shellDir), lang) : undefined,
      });
    return sendShellDocument(ctx, reply, base, 200, { ...parts, preload: [] });
  };
}
