import { addNamespace, useTranslation, type NamespaceResources } from '@dis/shared';

/**
 * Words of a kit part that loads on first use: registered when its chunk loads, so the
 * console's first view does not carry them. Returns the part's translation hook.
 */
export function kitWords(ns: string, resources: NamespaceResources): () => ReturnType<typeof useTranslation> {
  addNamespace(ns, resources);
  return function useKitWords() {
    return useTranslation(ns);
  };
}
