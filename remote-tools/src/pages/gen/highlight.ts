import type { HLJSApi } from 'highlight.js';

/** The languages of the generated files; everything else is shown as plain text. */
export type CodeLanguage = 'typescript' | 'sql' | 'json';

/** The language of a generated file, by its name. */
export function languageOf(path: string): CodeLanguage | undefined {
  const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  if (/\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/.test(name)) return 'typescript';
  if (name.endsWith('.sql')) return 'sql';
  if (name.endsWith('.json')) return 'json';
  return undefined;
}

let loading: Promise<HLJSApi> | null = null;

/**
 * highlight.js's core with the three languages the generator writes, loaded on first use (the
 * preview dialog only), so no page's bundle carries it.
 */
export function loadHighlighter(): Promise<HLJSApi> {
  loading ??= Promise.all([
    import(/* webpackChunkName: "gen-highlight" */ 'highlight.js/lib/core'),
    import(/* webpackChunkName: "gen-highlight" */ 'highlight.js/lib/languages/typescript'),
    import(/* webpackChunkName: "gen-highlight" */ 'highlight.js/lib/languages/sql'),
    import(/* webpackChunkName: "gen-highlight" */ 'highlight.js/lib/languages/json'),
  ]).then(([core, typescript, sql, json]) => {
    const hljs = core.default;
    hljs.registerLanguage('typescript', typescript.default);
    hljs.registerLanguage('sql', sql.default);
    hljs.registerLanguage('json', json.default);
    return hljs;
  });
  loading.catch(() => {
    // a failed chunk load is tried again on the next preview
    loading = null;
  });
  return loading;
}

/** The file's text as highlighted HTML (highlight.js escapes the text), or null for plain text. */
export function highlighted(hljs: HLJSApi | null, path: string, text: string): string | null {
  const language = languageOf(path);
  if (!hljs || !language) return null;
  return hljs.highlight(text, { language, ignoreIllegals: true }).value;
}
