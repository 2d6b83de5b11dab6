import { useLayoutEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import type { CaptchaState } from '../captcha/useCaptcha';

type Errors<V> = Partial<Record<keyof V, string>>;

const noSubscription = () => () => undefined;

/**
 * False while the page is the server's HTML not yet alive (and during its hydration), true from
 * then on. The send button waits for it: a click before would submit the bare HTML form, sending
 * the fields to the page's own address (docs/site/rendering.md "The shell's own pages").
 */
export function useLive(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export interface AuthFormOptions<V extends { code: string }> {
  initial: V;
  /** the fields in screen order, to focus the first invalid one */
  fields: readonly (keyof V & string)[];
  /** element id of each field */
  ids: Record<keyof V & string, string>;
  /** message keys of the invalid fields */
  validate: (values: V, captchaShown: boolean) => Errors<V>;
  captcha: CaptchaState & { refresh: () => void };
  /** sends the form; a rejection's message is shown above the form */
  send: (values: V) => Promise<void>;
}

/**
 * The login and register forms' behaviour: fields checked when sent (focus goes to the first
 * invalid one), one request at a time, the server's refusal shown inline and, with a captcha, a
 * fresh picture to answer after every refusal.
 */
export function useAuthForm<V extends { code: string }>(options: AuthFormOptions<V>) {
  const { captcha } = options;
  const [values, setValues] = useState<V>(options.initial);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  /** `null` until the form has been sent */
  const [serverError, setServerError] = useState<string | null>(null);
  const captchaShown = captcha.enabled;
  const errors: Errors<V> = submitted ? options.validate(values, captchaShown) : {};
  const set = (field: keyof V) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const focus = (field: keyof V & string) => document.getElementById(options.ids[field])?.focus();

  // The server sends these forms as HTML (docs/site/rendering.md "The shell's own pages"): what the
  // visitor typed, or the browser filled in, before the page came alive is kept. Read once, as the
  // form first shows and before anything renders it again (which would put its empty values back).
  useLayoutEffect(() => {
    const typed: Partial<V> = {};
    for (const field of options.fields) {
      const input = document.getElementById(options.ids[field]);
      if (input instanceof HTMLInputElement && input.value !== '' && input.value !== options.initial[field])
        (typed as Record<string, string>)[field] = input.value;
    }
    // the page's fields are the outside state adopted here, once
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    // once, on the first showing of the form
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const found = options.validate(values, captchaShown);
    const firstInvalid = options.fields.find((field) => found[field]);
    if (firstInvalid) {
      focus(firstInvalid);
      return;
    }
    setBusy(true);
    setServerError('');
    try {
      await options.send(values);
    } catch (error) {
      setBusy(false);
      setServerError(error instanceof Error ? error.message : String(error));
      // a new captcha to answer; the cleared field is not an error of the user's. Asked for even when
      // none was shown: after many failures from one address the server wants one whatever the
      // setting (docs/security.md "Throttle and lockout"), and the field then appears
      setSubmitted(false);
      captcha.refresh();
      if (captchaShown) {
        setValues((current) => ({ ...current, code: '' }));
        focus('code' as keyof V & string);
      }
    }
  }

  const live = useLive();
  return { values, set, errors, busy, live, serverError, captchaShown, submit };
}

/** What `useAuthForm` gives a form. */
export type AuthForm<V extends { code: string }> = ReturnType<typeof useAuthForm<V>>;
