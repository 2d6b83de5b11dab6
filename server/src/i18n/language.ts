import { DEFAULT_LANGUAGE, type Language } from '@dis/contract/site';
import { messageText, type MessageKey } from './catalogue';
import './messages';

export type MessageParams = Record<string, string | number>;

/**
 * Picks the answer language from an `Accept-Language` header: the most preferred range that we
 * speak wins (`en`, `en-US`… → English; `zh`, `zh-CN`… → Chinese); anything else or nothing → zh-cn.
 */
export function pickLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag, ...attrs] = part.trim().split(';');
      const q = attrs.map((a) => a.trim()).find((a) => a.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.tag !== '' && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranges) {
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-cn';
  }
  return DEFAULT_LANGUAGE;
}

/** Fills `{name}` placeholders. */
export function format(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/** The text of a registered key in `lang`; a key whose catalogue was never loaded reads as itself. */
export function translate(lang: Language, key: MessageKey, params?: MessageParams): string {
  return format(messageText(key)?.[lang] ?? key, params);
}

/** Chooses the stored English value when answering in English and one exists. */
export function localized(lang: Language, zh: string, en: string | null | undefined): string {
  return lang === 'en' && en ? en : zh;
}
