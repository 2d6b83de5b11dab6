import { declareNamespace, useTranslation, type NamespaceLoaders } from '@dis/shared';

/**
 * Words of a kit part that loads on first use: its namespace is declared when its chunk loads and
 * the shown language is fetched when the part first renders, so the console's first view does not
 * carry them. Returns the part's translation hook.
 */
export function kitWords(ns: string, loaders: NamespaceLoaders): () => ReturnType<typeof useTranslation> {
  declareNamespace(ns, loaders);
  return function useKitWords() {
    return useTranslation(ns);
  };
}
