import { useEffect, useState } from 'react';
import { getToken } from '@dis/shared';
import { fetchConfigValue } from '@dis/shared/request';
import { afterFirstView } from './afterFirstView';

/**
 * Settings (参数设置) the console's frame reads once per session (token): the navbar's outside
 * links, the watermark. The frame mounts again after a redirect, when the screen leaves phone width
 * and after signing in again; another sign-in reads afresh, and a setting that could not be read is
 * asked for again at the next read.
 */
let kept: { token: string | undefined; values: Map<string, Promise<string | undefined>> } | undefined;

/** The setting's value ('' when unset), undefined when it could not be read. */
export function sessionSetting(key: string): Promise<string | undefined> {
  const token = getToken();
  if (!kept || kept.token !== token) kept = { token, values: new Map() };
  const { values } = kept;
  let value = values.get(key);
  if (!value) {
    // asked once the first view has settled: nobody reads them in its first seconds
    value = afterFirstView()
      .then(() => fetchConfigValue(key))
      .then(
        (text) => text,
        () => {
          values.delete(key);
          return undefined;
        },
      );
    values.set(key, value);
  }
  return value;
}

/** The settings `keys` (read once per session), their values in the same order; null until read. */
export function useSessionSettings(keys: readonly string[]): Array<string | undefined> | null {
  const [values, setValues] = useState<Array<string | undefined> | null>(null);
  const joined = keys.join('\n');
  useEffect(() => {
    let live = true;
    void Promise.all(joined.split('\n').map(sessionSetting)).then((read) => {
      if (live) setValues(read);
    });
    return () => {
      live = false;
    };
  }, [joined]);
  return values;
}

/** For tests: forget what was read. */
export function forgetSessionSettings(): void {
  kept = undefined;
}
