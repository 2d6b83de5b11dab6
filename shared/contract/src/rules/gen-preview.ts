/**
 * The names of the files of 代码预览 (docs/tool/gen.md "Preview"): the console's tab of a file, and
 * the key ruoyi-ui's own preview dialog reads a tab's label and highlighting language from.
 */

/** How `GET /tool/gen/preview/{tableId}` keys its files: RuoYi's template names (default) or repository paths. */
export const GEN_PREVIEW_KEYS = ['ruoyi', 'path'] as const;
export type GenPreviewKeys = (typeof GEN_PREVIEW_KEYS)[number];

/** The parts of a repository path. */
const partsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * A short name per path, unique among them: the file name, with as many of its folders in front
 * as tell it apart (`zh-cn/tools.json`, `en/tools.json`); `name` writes the last `depth` parts.
 */
function uniqueNames(
  paths: readonly string[],
  name: (parts: string[], depth: number) => string,
): Record<string, string> {
  const depth = new Map(paths.map((path) => [path, 1]));
  const labelOf = (path: string) => name(partsOf(path), depth.get(path)!);
  for (;;) {
    const byLabel = new Map<string, string[]>();
    for (const path of paths) byLabel.set(labelOf(path), [...(byLabel.get(labelOf(path)) ?? []), path]);
    const clashing = [...byLabel.values()].filter((same) => same.length > 1).flat();
    const growing = clashing.filter((path) => depth.get(path)! < partsOf(path).length);
    if (growing.length === 0) break;
    for (const path of growing) depth.set(path, depth.get(path)! + 1);
  }
  const names: Record<string, string> = {};
  const taken = new Set<string>();
  for (const path of paths) {
    let label = labelOf(path);
    // names that folders cannot tell apart: numbered before the extension
    for (let n = 2; taken.has(label); n += 1) label = labelOf(path).replace(/(\.[^./]*)?$/, ` (${n})$1`);
    taken.add(label);
    names[path] = label;
  }
  return names;
}

/** The console's tab names: `PostPage.tsx`, and `zh-cn/tools.json` beside `en/tools.json`. */
export const uniqueFileLabels = (paths: readonly string[]) =>
  uniqueNames(paths, (parts, depth) => parts.slice(-depth).join('/'));

/**
 * The languages ruoyi-ui 3.9.2's highlighter (highlight.js 9.18) has, by the extensions of our
 * files: TypeScript as `ts`, SQL as `sql`, JSON as `js` (it has no JSON; JSON is JavaScript).
 */
const RUOYI_LANGUAGES: Readonly<Record<string, string>> = {
  ts: 'ts',
  tsx: 'ts',
  mts: 'ts',
  cts: 'ts',
  js: 'js',
  jsx: 'js',
  mjs: 'js',
  cjs: 'js',
  json: 'js',
  sql: 'sql',
};

/**
 * ruoyi-ui's keys: `vm/<folder>/<label>.vm`, because its dialog names a tab by what is between
 * the last `/` and `.vm` and highlights it in the language after the label's first dot. So a
 * label is the file's name with its other dots as `-` and the language its extension has there
 * (`PostPage.ts`, `PostPage-test.ts`, `20261201_biz_post.sql`, `zh-cn-tools.js`), unique by as
 * many folders in front as it takes.
 */
export function ruoyiPreviewKeys(paths: readonly string[]): Record<string, string> {
  const labels = uniqueNames(paths, (parts, depth) => {
    const file = parts[parts.length - 1];
    const dot = file.lastIndexOf('.');
    const extension = dot > 0 ? file.slice(dot + 1).toLowerCase() : '';
    const stem = dot > 0 ? file.slice(0, dot) : file;
    const language = RUOYI_LANGUAGES[extension] ?? 'js';
    const words = [...parts.slice(-depth, -1), stem].join('-').replace(/[.\s]/g, '-');
    return `${words}.${language}`;
  });
  const keys: Record<string, string> = {};
  for (const path of paths) {
    const folder = partsOf(path).slice(0, -1).join('/');
    keys[path] = `vm/${folder ? `${folder}/` : ''}${labels[path]}.vm`;
  }
  return keys;
}
