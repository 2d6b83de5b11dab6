import { useCallback, useMemo, useRef, useState } from 'react';

/** Binds one control: antd inputs give an event, selects and pickers give the value itself. */
export interface SearchFieldBinding<T> {
  value: T | undefined;
  onChange: (next: unknown) => void;
}

export interface SearchFormState<V extends object> {
  /** the current values */
  values: Partial<V>;
  /** `<Input {...search.field('userName')} />` */
  field: <K extends keyof V>(name: K) => SearchFieldBinding<V[K]>;
  set: <K extends keyof V>(name: K, value: V[K] | undefined) => void;
  /** back to the initial values */
  reset: () => void;
}

function valueOf(next: unknown): unknown {
  if (next && typeof next === 'object' && 'target' in next) {
    const target = (next as { target: unknown }).target;
    if (target && typeof target === 'object' && 'value' in target)
      return (target as { value: unknown }).value;
  }
  return next;
}

/**
 * The state of a list page's search form: a few controlled fields, no validation. Lighter than
 * antd's Form, which list pages do not need (dialogs use `@dis/ui/form`).
 */
export function useSearchForm<V extends object>(initial: Partial<V> = {}): SearchFormState<V> {
  const initialRef = useRef(initial);
  const [values, setValues] = useState<Partial<V>>(initial);
  const set = useCallback(<K extends keyof V>(name: K, value: V[K] | undefined) => {
    setValues((current) => ({ ...current, [name]: value === '' ? undefined : value }));
  }, []);
  const field = useCallback(
    <K extends keyof V>(name: K): SearchFieldBinding<V[K]> => ({
      value: values[name],
      onChange: (next) => set(name, valueOf(next) as V[K] | undefined),
    }),
    [values, set],
  );
  const reset = useCallback(() => setValues(initialRef.current), []);
  return useMemo(() => ({ values, field, set, reset }), [values, field, set, reset]);
}
