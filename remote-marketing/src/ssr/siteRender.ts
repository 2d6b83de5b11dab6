import { createQueryClient } from '@dis/shared/query';
import { portalKey, type SettledAnswer, type SiteRender } from '../site/rendering';

/**
 * A collector for one server render: title, description, and its own query cache, which the
 * page's data calls fill (`answer`) and the document carries dehydrated.
 */
export function createSiteRender() {
  const meta = { title: '', description: '', siteName: '' };
  const structuredData: Array<Record<string, unknown>> = [];
  const answers: Record<string, SettledAnswer> = {};
  const pending = new Map<string, Promise<SettledAnswer>>();
  const namespaces = new Set<string>();
  // this render's reads: its own cache, which nothing else sees and which goes with the render
  const queries = createQueryClient();
  const render: SiteRender = {
    noteWords(ns) {
      namespaces.add(ns);
    },
    setSiteName(name) {
      meta.siteName = name;
    },
    addStructuredData(data) {
      // a render may run twice (see the render's passes): one object per kind
      const index = structuredData.findIndex((kept) => kept['@type'] === data['@type']);
      if (index >= 0) structuredData[index] = data;
      else structuredData.push(data);
    },
    setMeta(title, description) {
      meta.title = title;
      meta.description = description;
    },
    queries,
    answer(key, load) {
      let answer = pending.get(key);
      if (!answer) {
        answer = queries.fetchQuery({ queryKey: portalKey(key), queryFn: load }).then((value) => {
          answers[key] = value;
          return value;
        });
        pending.set(key, answer);
      }
      return answer;
    },
  };
  return { render, meta, answers, queries, namespaces, structuredData };
}
