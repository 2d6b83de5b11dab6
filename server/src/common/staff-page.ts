import { resolveSiteLanguage, SITE_LANGUAGE_COOKIE, type Language } from '@dis/contract/site';
import { escapeHtml } from './html';

/**
 * The small server-rendered pages staff open in a frame of the console or of ruoyi-ui (the Swagger
 * UI, 数据监控's `druid/*.html`): one escaped HTML shell with no script, so it passes the common
 * Content-Security-Policy (docs/security.md "Headers") as it is. docs/tool/api-docs.md "Pages for
 * signed-in staff".
 */

/** The cookie the console and ruoyi-ui keep the session token in (js-cookie, `path=/`). */
export const SESSION_TOKEN_COOKIE = 'Admin-Token';

/**
 * The language of a staff page: the one the console shows at this address (docs/product.md §4) —
 * its choice mirrored in the `lang` cookie, else the host's language. Not `Accept-Language`: a
 * frame's request carries the browser's, which the console does not follow either.
 */
export function staffPageLanguage(request: {
  cookies?: Record<string, string | undefined>;
  hostname: string;
}): Language {
  return resolveSiteLanguage(request.hostname, request.cookies?.[SITE_LANGUAGE_COOKIE]);
}

const STYLE = `
body{margin:0;padding:16px 20px;font:14px/1.6 -apple-system,BlinkMacSystemFont,"Segoe UI","PingFang SC","Microsoft YaHei",sans-serif;color:#1f2329;background:#f5f7fa}
h1{font-size:18px;margin:0 0 12px}h2{font-size:15px;margin:20px 0 8px}
section{background:#fff;border-radius:8px;padding:12px 16px;margin-bottom:16px}
table{width:100%;border-collapse:collapse;font-size:13px}th,td{padding:6px 8px;border-bottom:1px solid #eef0f3;text-align:left;vertical-align:top}
th{background:#fafbfc;font-weight:600}.num{text-align:right;white-space:nowrap}code{font-family:ui-monospace,Menlo,Consolas,monospace;word-break:break-all}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}dt{color:#646a73}dd{margin:0;word-break:break-word}
.muted{color:#8f959e}.refusal{max-width:520px;margin:64px auto;text-align:center}.refusal p{color:#646a73}
a{color:#1677ff}`;

/** A whole page: language, title, the shared style and the (already escaped) body. */
export function staffPageHtml(options: {
  lang: Language;
  title: string;
  body: string;
  /** seconds after which the browser loads the page again */
  refreshSeconds?: number;
}): string {
  const refresh = options.refreshSeconds
    ? `<meta http-equiv="refresh" content="${options.refreshSeconds}">`
    : '';
  return (
    `<!doctype html><html lang="${options.lang === 'en' ? 'en' : 'zh-CN'}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">${refresh}` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(options.title)}</title>` +
    `<style>${STYLE}</style></head><body>${options.body}</body></html>`
  );
}

/** The plain refusal page: a title, the reason and, for a missing session, the way to sign in. */
export function refusalPageHtml(options: {
  lang: Language;
  title: string;
  message: string;
  signIn?: { href: string; label: string };
}): string {
  const link = options.signIn
    ? `<p><a href="${escapeHtml(options.signIn.href)}" target="_top">${escapeHtml(options.signIn.label)}</a></p>`
    : '';
  return staffPageHtml({
    lang: options.lang,
    title: options.title,
    body:
      `<main class="refusal"><h1>${escapeHtml(options.title)}</h1>` +
      `<p>${escapeHtml(options.message)}</p>${link}</main>`,
  });
}
