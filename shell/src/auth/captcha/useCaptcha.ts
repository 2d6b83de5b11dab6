import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCaptcha } from '../api';
import { knownAuthSettings } from '../settings';

export interface CaptchaState {
  status: 'loading' | 'ready' | 'failed';
  /** whether the server wants a captcha answer (shown while the first answer is on its way) */
  enabled: boolean;
  /** `data:` URL of the picture */
  image?: string;
  uuid?: string;
  /** whether `/register` is open (our server's `registerEnabled`) */
  registerEnabled: boolean;
  /** whether `enabled` and `registerEnabled` are the server's word (its answer, or the page's document) */
  settled: boolean;
}

/**
 * Before the first answer: what the server's document said (docs/site/rendering.md "The shell's
 * own pages"), else a captcha shown while it loads and registration not offered.
 */
function initialState(): CaptchaState {
  const known = knownAuthSettings();
  return known
    ? {
        status: 'loading',
        enabled: known.captchaEnabled,
        registerEnabled: known.registerEnabled,
        settled: true,
      }
    : { status: 'loading', enabled: true, registerEnabled: false, settled: false };
}

/** The captcha of the login and register forms: fetched on mount, `refresh()` for a new one. */
export function useCaptcha(): CaptchaState & { refresh: () => void } {
  const [state, setState] = useState<CaptchaState>(initialState);
  const latest = useRef(0);

  /** Fetches a captcha; only the newest answer counts. */
  const load = useCallback(() => {
    const ticket = ++latest.current;
    fetchCaptcha().then(
      (answer) => {
        if (ticket !== latest.current) return;
        const enabled = answer.captchaEnabled !== false;
        setState({
          status: 'ready',
          enabled,
          image: enabled && answer.img ? `data:image/png;base64,${answer.img}` : undefined,
          uuid: answer.uuid,
          registerEnabled: answer.registerEnabled === true,
          settled: true,
        });
      },
      () => {
        if (ticket !== latest.current) return;
        setState((current) => ({ ...current, status: 'failed', image: undefined, uuid: undefined }));
      },
    );
  }, []);

  const refresh = useCallback(() => {
    setState((current) => ({ ...current, status: 'loading' }));
    load();
  }, [load]);

  useEffect(() => {
    load();
    return () => {
      latest.current += 1;
    };
  }, [load]);

  return { ...state, refresh };
}
