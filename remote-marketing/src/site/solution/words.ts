import type { NamespaceLoaders } from '@dis/shared';
import { useSiteNamespace } from '../words';

const SOLUTION_NS = 'marketing-solution';

const LOADERS: NamespaceLoaders = {
  'zh-cn': () =>
    import(/* webpackChunkName: "marketing-solution-zh-cn" */ '../../locales/zh-cn/marketing-solution.json'),
  en: () =>
    import(/* webpackChunkName: "marketing-solution-en" */ '../../locales/en/marketing-solution.json'),
};

/** The words of /Solution, loaded in the shown language only. */
export function useSolutionWords() {
  return useSiteNamespace(SOLUTION_NS, LOADERS);
}
