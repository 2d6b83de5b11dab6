import type { Language } from '@dis/contract/site';

/**
 * The server's words (docs/architecture.md "Server layout"). `i18n/` knows no module: the
 * cross-cutting catalogue lives in `i18n/messages.ts`, and each module's `messages.ts` brings its
 * own, in two steps that keep `MessageKey` exact at compile time and the texts one table at run
 * time:
 *
 *   export const POST_MESSAGES = defineMessages({ 'system.post.missing': { 'zh-cn': '…', en: '…' } });
 *   declare module '../../../i18n/catalogue' {
 *     interface MessageCatalogue extends KeysOf<typeof POST_MESSAGES> {}
 *   }
 *
 * A module's entry (its `routes.ts`) imports its `messages.ts`, so building the app registers
 * every catalogue; a key defined twice stops the server at start.
 */

/** Messages in zh-cn (the exact RuoYi wording where RuoYi has one) and en; placeholders `{name}`. */
export type Catalogue = Record<string, { 'zh-cn': string; en: string }>;

/** The keys of a catalogue, as the members `MessageCatalogue` is extended with. */
export type KeysOf<C extends Catalogue> = { readonly [K in keyof C]: true };

/** Every message key the server has: grown by declaration merging, one catalogue at a time. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the catalogues extend it
export interface MessageCatalogue {}

export type MessageKey = keyof MessageCatalogue & string;

const TEXTS = new Map<string, Catalogue[string]>();

/** Registers a catalogue's texts and answers it; a key another catalogue defined already throws. */
export function defineMessages<const C extends Catalogue>(catalogue: C): C {
  for (const [key, text] of Object.entries(catalogue)) {
    const known = TEXTS.get(key);
    if (known !== undefined && known !== text) throw new Error(`message key '${key}' is defined twice`);
    TEXTS.set(key, text);
  }
  return catalogue;
}

/** The texts of a key, once its catalogue is registered. */
export function messageText(key: string): Catalogue[string] | undefined {
  return TEXTS.get(key);
}

/** Every registered key with its texts. */
export function registeredMessages(): ReadonlyMap<string, Catalogue[string]> {
  return TEXTS;
}

/**
 * A module's labels (field names, export headers) as the function that reads them:
 * `export const postLabel = defineLabels(POST_LABELS)`, then `postLabel(lang, 'postCode')`.
 */
export function defineLabels<const C extends Catalogue>(labels: C): (lang: Language, key: keyof C) => string {
  return (lang, key) => labels[key][lang];
}
