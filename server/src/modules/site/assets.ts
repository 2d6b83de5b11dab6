import fs from 'node:fs';
import path from 'node:path';
import { SECTION_CONTAINERS } from '@dis/contract/component-rule';
import type { RenderedSitePage } from '@dis/contract/site';

/**
 * The builds' files a page's document names (docs/site/rendering.md "The document",
 * docs/site/speed.md): the stylesheets it inlines or links, the scripts it starts with, the remote
 * entries it preloads and the console files it prefetches.
 */

/**
 * What a remote's build lists in `exposes.json` (the files of each exposed module's chunks) and the
 * shell's in `chunks.json` (the files of its start and of each named chunk, with the shared modules
 * they load): docs/site/rendering.md "The document".
 */
export type ExposedAssets = Record<string, { js: string[]; css: string[]; shared?: string[] }>;

/** A JSON file, read again when it changes; null while it is missing or unreadable. */
export function jsonReader<T>(file: string): () => T | null {
  let cached: { mtimeMs: number; value: T | null } | null = null;
  return () => {
    try {
      const { mtimeMs } = fs.statSync(file);
      if (!cached || cached.mtimeMs !== mtimeMs)
        cached = { mtimeMs, value: JSON.parse(fs.readFileSync(file, 'utf8')) as T };
      return cached.value;
    } catch {
      return null;
    }
  };
}

/** A rendered page's stylesheets inlined at most this much in all; the rest are linked. */
const INLINE_STYLES_AT_MOST = 48 * 1024;

/** Text files of a build, read once per change (the stylesheets a document inlines). */
export function textReader(): (file: string) => string | null {
  const cache = new Map<string, { mtimeMs: number; text: string }>();
  return (file) => {
    try {
      const { mtimeMs } = fs.statSync(file);
      const cached = cache.get(file);
      if (cached && cached.mtimeMs === mtimeMs) return cached.text;
      const text = fs.readFileSync(file, 'utf8');
      cache.set(file, { mtimeMs, text });
      return text;
    } catch {
      return null;
    }
  };
}

export type PageStyle = { href: string; file: string; text?: string };

/**
 * The stylesheets of a rendered page, their text inlined while they are small (docs/site/speed.md
 * "Paint first": the markup paints without waiting for another request). One that refers to
 * another file (`url(...)` other than `data:`) stays linked, as its addresses are relative to it.
 */
export function inlineStyles(
  styles: ReadonlyArray<{ href: string; file: string }>,
  dist: string,
  read: (file: string) => string | null,
): PageStyle[] {
  let room = INLINE_STYLES_AT_MOST;
  return styles.map((style) => {
    const text = read(path.join(dist, style.file));
    const refersElsewhere = text !== null && /url\(\s*(?!["']?data:)/i.test(text);
    if (text === null || refersElsewhere || text.length > room) return style;
    room -= text.length;
    return { ...style, text };
  });
}

/**
 * The stylesheets and scripts of a rendered page's modules (`marketing/site/home` → `./site/home`),
 * with the shell's chunks of the shared modules they use (`shared:react` in the shell's
 * `chunks.json`). A stylesheet keeps its name in the build (`file`): the remote's loader finds it by
 * that name and does not add it a second time (docs/site/rendering.md "The document").
 */
export function assetsOf(
  rendered: RenderedSitePage,
  exposes: ExposedAssets | null,
  base: string,
  shellChunks: ExposedAssets | null,
) {
  const styles: Array<{ href: string; file: string }> = [];
  const scripts: string[] = [];
  for (const request of rendered.requests) {
    const files = exposes?.[`./${request.split('/').slice(1).join('/')}`];
    for (const file of files?.css ?? [])
      if (!styles.some((style) => style.file === file)) styles.push({ href: base + file, file });
    for (const key of files?.shared ?? [])
      for (const file of shellChunks?.[`shared:${key}`]?.js ?? [])
        if (!scripts.includes(`/${file}`)) scripts.push(`/${file}`);
    for (const file of files?.js ?? []) if (!scripts.includes(base + file)) scripts.push(base + file);
  }
  return { styles, scripts };
}

/**
 * The remote entries a first view needs, preloaded so the browser fetches them while the shell
 * starts (docs/site/speed.md): the marketing remote on public pages; on a console page, the remote
 * of the section its path starts with (`/monitor/job` → monitor), as menu paths follow sections.
 */
export function firstViewEntries(kind: string, page: string, entries: Record<string, string>): string[] {
  if (kind === 'public') return entries.marketing ? [entries.marketing] : [];
  if (kind !== 'console') return [];
  // the section a path starts with names its container (the component-name rule's table)
  const section = page.split('/')[1] ?? '';
  const container = Object.hasOwn(SECTION_CONTAINERS, section) ? SECTION_CONTAINERS[section] : undefined;
  const entry = container ? entries[container] : undefined;
  return entry ? [entry] : [];
}

/** The shell's scripts a rendered page starts with (from its `chunks.json`): its start and its words in `lang`. */
export function shellStart(chunks: ExposedAssets | null, lang: string): string[] {
  const groups = ['bootstrap', 'mount', `common-words-${lang}`];
  return [...new Set(groups.flatMap((group) => chunks?.[group]?.js ?? []))].map((file) => `/${file}`);
}

/** The console's files in `lang`: what the login page lets the browser fetch while the visitor types. */
export function consoleFiles(
  chunks: ExposedAssets | null,
  lang: string,
  kinds: ReadonlyArray<'js' | 'css'> = ['js', 'css'],
): string[] {
  const groups = ['console', `console-words-${lang}`, `ui-words-${lang}`].map((name) => chunks?.[name]);
  return groups.flatMap((group) => kinds.flatMap((kind) => group?.[kind] ?? [])).map((file) => `/${file}`);
}
