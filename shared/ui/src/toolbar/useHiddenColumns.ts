import { useCallback, useState } from 'react';

function readStored(storageKey: string | undefined): string[] {
  if (!storageKey) return [];
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The keys of the columns the user has hidden with the column picker; remembered in
 * localStorage under `storageKey` when one is given.
 */
export function useHiddenColumns(storageKey?: string): [string[], (keys: string[]) => void] {
  const [hidden, setHidden] = useState<string[]>(() => readStored(storageKey));
  const change = useCallback(
    (keys: string[]) => {
      setHidden(keys);
      if (!storageKey) return;
      try {
        localStorage.setItem(storageKey, JSON.stringify(keys));
      } catch {
        /* storage unavailable: the choice lasts for this page only */
      }
    },
    [storageKey],
  );
  return [hidden, change];
}

/** The columns of a table minus the hidden ones (a column without a key is always shown). */
export function visibleColumns<C extends { key?: unknown }>(
  columns: readonly C[],
  hidden: readonly string[],
): C[] {
  return columns.filter((column) => column.key === undefined || !hidden.includes(String(column.key)));
}
