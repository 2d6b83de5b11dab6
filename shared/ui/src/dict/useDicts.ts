import { useCallback } from 'react';
import { useTranslation } from '@dis/shared';
import { useQueries, type UseQueryResult } from '@dis/shared/query';
import { useKitQueryClient } from '../query/carried';
import { dictQuery, optionsOf, type DictAnswer, type DictOption } from './dictCache';

type Dicts<T extends string> = Record<T, DictOption[]>;

/**
 * The options of some dictionary types: `const { sys_normal_disable } = useDicts('sys_normal_disable')`.
 * Empty lists until loaded (or when a type cannot be had: asked again by the next reader); each
 * type asked once per language, whoever reads it (queries of the console's cache). The result is
 * the same object from render to render while the options are the same.
 */
export function useDicts<T extends string>(...types: T[]): Dicts<T> {
  const { lang } = useTranslation();
  const client = useKitQueryClient();
  const signature = types.join(',');
  const combine = useCallback(
    (answers: UseQueryResult<DictAnswer>[]) => {
      const dicts = {} as Dicts<T>;
      signature.split(',').forEach((type, index) => {
        const answer = answers[index]?.data;
        if (type) dicts[type as T] = answer ? optionsOf(answer) : [];
      });
      return dicts;
    },
    [signature],
  );
  return useQueries({ queries: types.map((type) => dictQuery(type, lang)), combine }, client);
}
