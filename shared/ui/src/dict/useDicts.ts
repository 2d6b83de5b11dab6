import { useEffect, useState } from 'react';
import { useTranslation } from '@dis/shared';
import { useCarried } from '../query/useCarried';
import { cachedDict, loadDict, type DictOption } from './dictCache';

type Dicts<T extends string> = Record<T, DictOption[]>;

function fromCache<T extends string>(types: readonly T[]): Dicts<T> {
  const dicts = {} as Dicts<T>;
  for (const type of types) dicts[type] = cachedDict(type) ?? [];
  return dicts;
}

/**
 * The options of some dictionary types: `const { sys_normal_disable } = useDicts('sys_normal_disable')`.
 * Empty lists until loaded; loaded once per type and language, then read from memory.
 */
export function useDicts<T extends string>(...types: T[]): Dicts<T> {
  const { lang } = useTranslation();
  const signature = `${lang}|${types.join(',')}`;
  // every type in memory as the hook first renders (the document carried them): nothing to ask
  const { servedFirst } = useCarried(
    () => types.every((type) => cachedDict(type) !== undefined) || undefined,
  );
  const [state, setState] = useState<{ signature: string; dicts: Dicts<T> }>(() => ({
    signature,
    dicts: fromCache(types),
  }));
  const current = state.signature === signature ? state.dicts : fromCache(types);

  useEffect(() => {
    if (servedFirst()) return;
    let live = true;
    const wanted = signature
      .slice(signature.indexOf('|') + 1)
      .split(',')
      .filter(Boolean) as T[];
    Promise.all(wanted.map((type) => loadDict(type).catch(() => [] as DictOption[]))).then((lists) => {
      if (!live) return;
      const dicts = {} as Dicts<T>;
      wanted.forEach((type, index) => {
        dicts[type] = lists[index];
      });
      setState({ signature, dicts });
    });
    return () => {
      live = false;
    };
  }, [signature, servedFirst]);

  return current;
}
