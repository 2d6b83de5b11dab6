import { useEffect } from 'react';
import { useSiteRender } from './rendering';

/**
 * Sets the document title and meta description of a public page. The title is written after the
 * current round of effects (a microtask), so the page's own title wins over the shell's generic
 * one, which its layout sets in the same round when the language changes. The description the
 * page found is put back when it goes (the console and /login have none of their own), and a
 * description tag the page had to add is removed again. In the server's render they go into the
 * document's head instead (docs/site/rendering.md).
 */
export function useDocumentMeta(title: string, description: string): void {
  useSiteRender()?.setMeta(title, description);
  useEffect(() => {
    let current = true;
    queueMicrotask(() => {
      if (current) document.title = title;
    });
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previous = meta?.content ?? null;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
    const own = meta;
    return () => {
      current = false;
      if (previous === null) own.remove();
      else own.content = previous;
    };
  }, [title, description]);
}
